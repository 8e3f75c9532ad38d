// Bearer ID tokens are checked with firebase-admin: against the Auth Emulator locally
// (FIREBASE_AUTH_EMULATOR_HOST), against Google in production.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface VerifiedUser {
  uid: string;
  name: string | null;
}

export type TokenVerifier = (token: string) => Promise<VerifiedUser>;

export function createTokenVerifier(projectId: string): TokenVerifier {
  const app: App = getApps().find((existing) => existing.name === projectId) ?? initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  return async (token) => {
    const decoded = await auth.verifyIdToken(token);
    return { uid: decoded.uid, name: typeof decoded.name === 'string' ? decoded.name : null };
  };
}
