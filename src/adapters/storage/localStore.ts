// State the browser keeps for a visitor (docs/product.md §3): cart and wishlist items, addresses, a
// redirect target, order and payment ids, a consultation choice kept while signing in, whether
// someone was signed in last time. Unreadable entries count as absent.
import * as v from 'valibot';

export const LOCAL_KEYS = {
  cartItems: 'ojas.cartItems',
  wishlistItems: 'ojas.wishlistItems',
  selectedAddressId: 'ojas.selectedAddressId',
  addresses: 'ojas.addresses',
  redirectTo: 'ojas.redirectTo',
  orderId: 'ojas.orderId',
  paymentId: 'ojas.paymentId',
  bookingDraft: 'ojas.bookingDraft',
  /** Whether someone was signed in when this device last knew: the sign-in SDK loads only then. */
  signedIn: 'ojas.signedIn',
} as const;

export const LocalCartItemSchema = v.object({
  _id: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sellingPrice: v.number(),
});
export type LocalCartItem = v.InferOutput<typeof LocalCartItemSchema>;

export interface LocalStore {
  read<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | undefined;
  write(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls back when another tab changes a key. */
  watch(key: string, listener: () => void): () => void;
}

export function createLocalStore(storage: Storage = window.localStorage): LocalStore {
  return {
    read(key, schema) {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const parsed = v.safeParse(schema, JSON.parse(raw));
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      storage.setItem(key, JSON.stringify(value));
    },
    remove(key) {
      storage.removeItem(key);
    },
    watch(key, listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
