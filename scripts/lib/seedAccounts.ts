// Creates the seeded doctors' and operator's sign-in accounts in the Auth Emulator (fixed uids
// and phone numbers, server/db/seed/doctorAccounts.ts and operatorAccount.ts), so signing in
// with one of those numbers opens that doctor's desk or the operator's desk. The emulator forgets accounts when it stops: run this whenever it starts.
import { seededDoctorAccounts } from '../../server/db/seed/doctorAccounts';
import { seededOperatorAccount } from '../../server/db/seed/operatorAccount';

const seededAccounts = [...seededDoctorAccounts, seededOperatorAccount];

/** What batchCreate says of each account it did not create. */
interface BatchCreateReply {
  error?: { index: number; message: string }[];
}

/** The administrator's calls (the emulator takes `owner` as the administrator's token). */
async function adminCall<T>(emulatorUrl: string, projectId: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Auth Emulator refused ${route}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Creates the seeded accounts the emulator does not hold yet and leaves the others as they are:
 * overwriting an account moves its `validSince` to now, which revokes the ID tokens it holds, so a
 * second test run sharing the emulator would sign a seeded doctor out in the middle of a test. An
 * account batchCreate refuses counts as done only when the emulator then holds it with its number
 * (another run created it first); any other refusal fails.
 */
export async function createSeededAccounts(emulatorUrl: string, projectId: string): Promise<number> {
  const reply = await adminCall<BatchCreateReply>(emulatorUrl, projectId, 'accounts:batchCreate', {
    users: seededAccounts.map((account) => ({
      localId: account.uid,
      phoneNumber: account.phoneNumber,
      displayName: account.fullName,
    })),
  });
  const refused = (reply.error ?? []).map((entry) => ({ ...entry, account: seededAccounts[entry.index]! }));
  if (refused.length === 0) return seededAccounts.length;
  const { users = [] } = await adminCall<{ users?: { localId: string; phoneNumber?: string }[] }>(
    emulatorUrl,
    projectId,
    'accounts:lookup',
    { localId: refused.map((entry) => entry.account.uid) },
  );
  const held = new Map(users.map((user) => [user.localId, user.phoneNumber]));
  const failed = refused.filter((entry) => held.get(entry.account.uid) !== entry.account.phoneNumber);
  if (failed.length > 0) throw new Error(`The Auth Emulator refused the seeded accounts: ${JSON.stringify(failed)}`);
  return seededAccounts.length;
}
