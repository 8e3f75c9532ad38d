// Firebase Auth, loaded after first paint: the storefront works before sign-in is ready.
import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import type { RuntimeConfig } from '../../domain/contract/config';
import type { AuthUser } from '../../domain/session';

export interface AuthAdapter {
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  getIdToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, phoneNumber: user.phoneNumber, photoURL: user.photoURL };
}

let sdkModules: Promise<[typeof FirebaseApp, typeof FirebaseAuthSdk]> | undefined;

/** Starts downloading the Firebase SDK; call it before anything else so it loads in parallel. */
export function preloadFirebaseAuth() {
  return (sdkModules ??= Promise.all([import('firebase/app'), import('firebase/auth')]));
}

export function createFirebaseAuth(config: RuntimeConfig): AuthAdapter {
  let loading: Promise<{ auth: Auth; sdk: typeof FirebaseAuthSdk }> | undefined;
  const load = () => (loading ??= (async () => {
    const [{ initializeApp }, sdk] = await preloadFirebaseAuth();
    const app = initializeApp(config.firebase);
    const auth = sdk.getAuth(app);
    if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })());

  return {
    onAuthStateChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      load().then(({ auth, sdk }) => {
        if (!stopped) unsubscribe = sdk.onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
      }, (error) => {
        console.warn('Sign-in is unavailable', error);
        if (!stopped) listener(null);
      });
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    async getIdToken() {
      if (!loading) return null;
      const { auth } = await load();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signOut() {
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
  };
}
