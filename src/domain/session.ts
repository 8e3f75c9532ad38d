// The signed-in person as the identity provider reports them (docs/product.md §3).
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
}
