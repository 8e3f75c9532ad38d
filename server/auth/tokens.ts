// Bearer ID tokens are checked with firebase-admin: against the Auth Emulator locally
// (FIREBASE_AUTH_EMULATOR_HOST), against Google in production.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface VerifiedUser {
  uid: string;
  name: string | null;
  /** The phone number the user proved by signing in with it (E.164), when they did. */
  phone: string | null;
}

export type TokenVerifier = (token: string) => Promise<VerifiedUser>;

/**
 * The sign-in service could not be asked about a token (unreachable, timed out, or failing), so
 * the token is neither good nor bad yet.
 */
export class IdentityUnavailableError extends Error {}

/** firebase-admin's codes for "the service did not answer", as opposed to a token it refused. */
const SERVICE_FAILURES: ReadonlySet<string> = new Set([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
]);

/** The emulator accepts unsigned tokens, so its trust must never meet real users. */
export class UnsafeEmulatorError extends Error {}

/**
 * Refuses emulator token checks (firebase-admin trusts FIREBASE_AUTH_EMULATOR_HOST from the
 * environment) in production or beside a real Firebase project; Firebase's local projects are
 * the `demo-*` ones.
 */
export function assertEmulatorStaysLocal(projectId: string, env: NodeJS.ProcessEnv): void {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const why =
    env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : env.FIREBASE_API_KEY || !projectId.startsWith('demo-')
        ? `a real Firebase project (${projectId}) is configured`
        : undefined;
  if (why) {
    throw new UnsafeEmulatorError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set, so ID tokens would be checked by the Auth Emulator, which accepts unsigned tokens, while ${why}. Unset FIREBASE_AUTH_EMULATOR_HOST to check tokens with Firebase, or run locally with a demo-* project.`,
    );
  }
}

export function createTokenVerifier(projectId: string, env: NodeJS.ProcessEnv = process.env): TokenVerifier {
  assertEmulatorStaysLocal(projectId, env);
  const app: App = getApps().find((existing) => existing.name === projectId) ?? initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  return async (token) => {
    const decoded = await auth.verifyIdToken(token).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      throw typeof code === 'string' && SERVICE_FAILURES.has(code)
        ? new IdentityUnavailableError(code, { cause: error })
        : error;
    });
    return {
      uid: decoded.uid,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      phone: decoded.phone_number ?? null,
    };
  };
}
