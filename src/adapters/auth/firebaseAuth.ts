// Firebase Auth, loaded after first paint: the storefront works before sign-in is ready.
import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuthSdk from 'firebase/auth';
import type { RuntimeConfig } from '../../domain/contract/config';
import { MESSAGES } from '../../domain/messages';
import type { AuthUser } from '../../domain/session';

export interface AuthAdapter {
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  getIdToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Sends a one-time code; the invisible reCAPTCHA lives in the element with this id. */
  sendPhoneCode(phoneE164: string, recaptchaContainerId: string): Promise<object | null>;
  confirmPhoneCode(confirmation: object, code: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  /** Links Google to the signed-in account; fails when nobody is signed in. */
  linkGoogle(): Promise<AuthUser>;
  /** Sets the signed-in user's display name. */
  setDisplayName(displayName: string): Promise<AuthUser>;
  currentUser(): AuthUser | null;
}

function toAuthUser(user: FirebaseAuthSdk.User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
  };
}

let sdkModules: Promise<[typeof FirebaseApp, typeof FirebaseAuthSdk]> | undefined;

/** Starts downloading the Firebase SDK; call it before anything else so it loads in parallel. */
export function preloadFirebaseAuth() {
  return (sdkModules ??= Promise.all([import('firebase/app'), import('firebase/auth')]));
}

export function createFirebaseAuth(config: RuntimeConfig): AuthAdapter {
  let verifier: FirebaseAuthSdk.RecaptchaVerifier | undefined;
  let current: AuthUser | null = null;
  type Loaded = { auth: FirebaseAuthSdk.Auth; sdk: typeof FirebaseAuthSdk };
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const load = () =>
    (loading ??= (async () => {
      const [{ initializeApp }, sdk] = await preloadFirebaseAuth();
      const app = initializeApp(config.firebase);
      // Not getAuth: its default popup resolver loads Google's api.js at start on phones. Without
      // it nothing loads that script until a Google popup is opened (the resolver is passed there).
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
      });
      if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      loaded = { auth, sdk };
      return loaded;
    })());

  return {
    onAuthStateChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      load().then(
        ({ auth, sdk }) => {
          if (!stopped) {
            unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
              current = user ? toAuthUser(user) : null;
              listener(current);
            });
          }
        },
        (error) => {
          console.warn('Sign-in is unavailable', error);
          if (!stopped) listener(null);
        },
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    async getIdToken() {
      // Never waits for the SDK: public reads go out at once without a token, and nobody can be
      // signed in (nor call a private route) before the SDK has loaded.
      const auth = loaded?.auth;
      return auth?.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signOut() {
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
    async sendPhoneCode(phoneE164, recaptchaContainerId) {
      const { auth, sdk } = await load();
      // Created after connectAuthEmulator (inside load), so the emulator's verifier is used locally.
      verifier?.clear();
      verifier = new sdk.RecaptchaVerifier(auth, recaptchaContainerId, { size: 'invisible' });
      return sdk.signInWithPhoneNumber(auth, phoneE164, verifier);
    },
    async confirmPhoneCode(confirmation, code) {
      const result = await (confirmation as FirebaseAuthSdk.ConfirmationResult).confirm(code);
      return toAuthUser(result.user);
    },
    async signInWithGoogle() {
      const { auth, sdk } = await load();
      const result = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
      return toAuthUser(result.user);
    },
    async linkGoogle() {
      const { auth, sdk } = await load();
      if (!auth.currentUser) throw new Error(MESSAGES.userNotFound);
      const result = await sdk.linkWithPopup(
        auth.currentUser,
        new sdk.GoogleAuthProvider(),
        sdk.browserPopupRedirectResolver,
      );
      return toAuthUser(result.user);
    },
    async setDisplayName(displayName) {
      const { auth, sdk } = await load();
      if (!auth.currentUser) throw new Error(MESSAGES.userNotFound);
      await sdk.updateProfile(auth.currentUser, { displayName });
      await auth.currentUser.getIdToken(true);
      return toAuthUser(auth.currentUser);
    },
    currentUser() {
      return current;
    },
  };
}
