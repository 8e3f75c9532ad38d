// Firebase Auth, loaded only when it can matter: on a device where someone was signed in last
// time, or when a sign-in starts. A first visit never downloads the SDK (about 46 KB gzip) and
// learns at once that nobody is signed in.
import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuthSdk from 'firebase/auth';
import * as v from 'valibot';
import type { RuntimeConfig } from '@domain/contract/config';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SIGN_IN_MESSAGES } from '@domain/messages/signIn';
import type { AuthUser } from '@domain/session';
import { signInErrorText } from '@domain/signInErrors';
import { createLocalStore, LOCAL_KEYS } from '../storage/localStore';

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

/**
 * Runs a sign-in step and fails in plain words: the provider's code becomes its message; an
 * unknown failure gets the general one and is logged for us.
 */
async function inPlainWords<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const known = typeof code === 'string' ? signInErrorText(code) : null;
    if (known === null) console.warn('Sign-in failed with an unknown error', error);
    throw new Error(known ?? SIGN_IN_MESSAGES.general, { cause: error });
  }
}

let sdkModules: Promise<[typeof FirebaseApp, typeof FirebaseAuthSdk]> | undefined;

function loadSdkModules() {
  return (sdkModules ??= Promise.all([import('firebase/app'), import('firebase/auth')]));
}

/** Where Firebase keeps its session in this browser (its IndexedDB persistence). */
const FIREBASE_SESSION_DATABASE = 'firebaseLocalStorageDb';

/**
 * Whether this device may hold a signed-in session: the note this adapter keeps of the last
 * sign-in state, or, on a device that has no note yet, whether Firebase ever stored a session here.
 */
async function mayBeSignedIn(): Promise<boolean> {
  const remembered = createLocalStore().read(LOCAL_KEYS.signedIn, v.boolean());
  if (remembered !== undefined) return remembered;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === FIREBASE_SESSION_DATABASE);
  } catch {
    return true;
  }
}

/** Starts downloading the Firebase SDK at once when someone may be signed in on this device. */
export async function preloadFirebaseAuth(): Promise<void> {
  if (await mayBeSignedIn()) await loadSdkModules();
}

export function createFirebaseAuth(config: RuntimeConfig): AuthAdapter {
  const local = createLocalStore();
  let verifier: FirebaseAuthSdk.RecaptchaVerifier | undefined;
  let current: AuthUser | null = null;
  type Loaded = { auth: FirebaseAuthSdk.Auth; sdk: typeof FirebaseAuthSdk };
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  /** Auth-state listeners told "nobody" without the SDK, attached to it once a sign-in loads it. */
  const waitingForSdk = new Set<() => void>();
  const load = () =>
    (loading ??= (async () => {
      const [{ initializeApp }, sdk] = await loadSdkModules();
      const app = initializeApp(config.firebase);
      // Not getAuth: its default popup resolver loads Google's api.js at start on phones. Without
      // it nothing loads that script until a Google popup is opened (the resolver is passed there).
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
      });
      if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      loaded = { auth, sdk };
      queueMicrotask(() => waitingForSdk.forEach((attach) => attach()));
      return loaded;
    })());

  return {
    onAuthStateChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      const attach = () => {
        waitingForSdk.delete(attach);
        load().then(
          ({ auth, sdk }) => {
            if (stopped || unsubscribe) return;
            unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
              current = user ? toAuthUser(user) : null;
              local.write(LOCAL_KEYS.signedIn, current !== null);
              listener(current);
            });
          },
          (error) => {
            console.warn('Sign-in is unavailable', error);
            if (!stopped) listener(null);
          },
        );
      };
      // A sign-in in another tab of this site: load the SDK here too, which reports the user.
      const stopWatchingOtherTabs = local.watch(LOCAL_KEYS.signedIn, () => {
        if (local.read(LOCAL_KEYS.signedIn, v.boolean())) attach();
      });
      void mayBeSignedIn().then((may) => {
        if (stopped) return;
        if (may) return attach();
        waitingForSdk.add(attach);
        listener(null);
      });
      return () => {
        stopped = true;
        waitingForSdk.delete(attach);
        stopWatchingOtherTabs();
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
    sendPhoneCode: (phoneE164, recaptchaContainerId) =>
      inPlainWords(async () => {
        const { auth, sdk } = await load();
        // Created after connectAuthEmulator (inside load), so the emulator's verifier is used locally.
        verifier?.clear();
        verifier = new sdk.RecaptchaVerifier(auth, recaptchaContainerId, { size: 'invisible' });
        return sdk.signInWithPhoneNumber(auth, phoneE164, verifier);
      }),
    confirmPhoneCode: (confirmation, code) =>
      inPlainWords(async () => {
        const result = await (confirmation as FirebaseAuthSdk.ConfirmationResult).confirm(code);
        return toAuthUser(result.user);
      }),
    signInWithGoogle: () =>
      inPlainWords(async () => {
        const { auth, sdk } = await load();
        const result = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
        return toAuthUser(result.user);
      }),
    async linkGoogle() {
      const { auth, sdk } = await load();
      if (!auth.currentUser) throw new Error(COMMON_MESSAGES.userNotFound);
      const user = auth.currentUser;
      return inPlainWords(async () => {
        const result = await sdk.linkWithPopup(user, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
        return toAuthUser(result.user);
      });
    },
    async setDisplayName(displayName) {
      const { auth, sdk } = await load();
      if (!auth.currentUser) throw new Error(COMMON_MESSAGES.userNotFound);
      await sdk.updateProfile(auth.currentUser, { displayName });
      await auth.currentUser.getIdToken(true);
      return toAuthUser(auth.currentUser);
    },
    currentUser() {
      return current;
    },
  };
}
