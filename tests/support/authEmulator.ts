// The real Firebase Auth Emulator for tests: the one at FIREBASE_AUTH_EMULATOR_HOST (npm test
// starts one on a port of its own for the whole run and names it there), else 127.0.0.1:9099;
// reused when it answers, started otherwise. Accounts and ID tokens come from its REST API.
import path from 'node:path';
import { isAuthEmulatorUp, startAuthEmulator } from '../../scripts/lib/authEmulator';
import { LOCAL_AUTH_EMULATOR_HOST, LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { leaseEmulator } from './emulatorLease';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || LOCAL_AUTH_EMULATOR_HOST;
export const EMULATOR_URL = `http://${EMULATOR_HOST}`;
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Makes sure an emulator answers, sharing it with other runs on the machine; returns how to leave
 * (the last run to leave stops an emulator a run started: tests/support/emulatorLease.ts).
 */
export function ensureAuthEmulator(): Promise<() => Promise<void>> {
  const port = Number(new URL(EMULATOR_URL).port);
  return leaseEmulator({
    name: String(port),
    isUp: () => isAuthEmulatorUp(EMULATOR_URL),
    start: () =>
      startAuthEmulator({
        root: ROOT,
        projectId: LOCAL_FIREBASE_PROJECT,
        logFile: path.join(ROOT, '.test-data', `auth-emulator-${process.pid}.log`),
        port,
      }),
  });
}

const api = (route: string) => `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${route}?key=demo-api-key`;

export interface TestAccount {
  uid: string;
  idToken: string;
}

let counter = 0;

const PASSWORD = 'secret-password';

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, number>;

/**
 * A fresh email/password account in the emulator, signed in. The emulator's sign-up reads the
 * clock twice: the token's `auth_time` first, the account's "tokens valid since" (whole seconds)
 * a moment later. When a second turns in between (a pause of the emulator's process), firebase-admin
 * finds the token issued before its account's tokens became valid and refuses it as revoked. Both
 * readings lie between `auth_time` and `iat`, so a token whose two differ is replaced by a fresh
 * sign-in, which is stamped after them.
 */
export async function createAccount(displayName = 'Test User'): Promise<TestAccount> {
  counter += 1;
  const email = `user-${process.pid}-${Date.now()}-${counter}@example.com`;
  const body = await post<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password: PASSWORD,
    displayName,
    returnSecureToken: true,
  });
  const { auth_time: authTime, iat } = claimsOf(body.idToken);
  if (authTime === iat) return { uid: body.localId, idToken: body.idToken };
  const signedIn = await post<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return { uid: body.localId, idToken: signedIn.idToken };
}

const post = async <T>(route: string, payload: unknown): Promise<T> => {
  const response = await fetch(api(route), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`emulator ${route} failed: ${JSON.stringify(body)}`);
  return body;
};

/** A 10-digit Indian mobile number (without +91) that no other test uses, most likely. */
export function uniqueMobile(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A fresh account signed in by phone (+91 and the mobile), with the code the emulator "sent". */
export async function createPhoneAccount(mobile = uniqueMobile()): Promise<TestAccount & { phone: string }> {
  const phone = `+91${mobile}`;
  const { sessionInfo } = await post<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber: phone,
    recaptchaToken: 'emulator-ignores-it',
  });
  const body = await post<{ localId: string; idToken: string }>('accounts:signInWithPhoneNumber', {
    sessionInfo,
    code: await codeForSession(sessionInfo),
  });
  return { uid: body.localId, idToken: body.idToken, phone };
}

/** The same (unsigned emulator) token with its lifetime moved into the past. */
export function expiredToken(idToken: string): string {
  const [header] = idToken.split('.');
  const claims = claimsOf(idToken);
  const past = Math.floor(Date.now() / 1000) - 7200;
  const expired = { ...claims, iat: past - 3600, auth_time: past - 3600, exp: past };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.`;
}

/** Phone verification codes the emulator has "sent". */
async function phoneCodes(): Promise<{ code: string; sessionInfo: string }[]> {
  const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${LOCAL_FIREBASE_PROJECT}/verificationCodes`);
  return ((await response.json()) as { verificationCodes: { code: string; sessionInfo: string }[] }).verificationCodes;
}

/**
 * The code the emulator "sent" for this very request, found by its session: runs that share an
 * emulator may sign the same seeded number in at once, so "the newest code for the number" could be
 * another run's. Waits a little, as the code may be listed a moment after the reply.
 */
export async function codeForSession(sessionInfo: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sent = (await phoneCodes()).find((entry) => entry.sessionInfo === sessionInfo);
    if (sent) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The emulator holds no code for session ${sessionInfo}`);
}

/** Signs in with a phone number through the emulator's REST API (as the browser SDK does); the ID token. */
export async function signInWithPhone(phoneNumber: string): Promise<string> {
  const sent = await fetch(api('accounts:sendVerificationCode'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber }),
  });
  const { sessionInfo } = (await sent.json()) as { sessionInfo: string };
  const signedIn = await fetch(api('accounts:signInWithPhoneNumber'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionInfo, code: await codeForSession(sessionInfo) }),
  });
  const body = (await signedIn.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator phone sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
