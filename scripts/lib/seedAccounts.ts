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

/**
 * Creates the seeded accounts the emulator does not hold yet and leaves the others as they are:
 * overwriting an account moves its `validSince` to now, which revokes the ID tokens it holds, so a
 * second test run sharing the emulator would sign a seeded doctor out in the middle of a test.
 */
export async function createSeededAccounts(emulatorUrl: string, projectId: string): Promise<number> {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: 'POST',
      // The emulator's administrator token.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        users: seededAccounts.map((account) => ({
          localId: account.uid,
          phoneNumber: account.phoneNumber,
          displayName: account.fullName,
        })),
      }),
    },
  );
  if (!response.ok) throw new Error(`The Auth Emulator refused the seeded accounts: ${await response.text()}`);
  const refused = ((await response.json()) as BatchCreateReply).error ?? [];
  const failed = refused.filter((entry) => !entry.message.includes('existing account'));
  if (failed.length > 0) throw new Error(`The Auth Emulator refused the seeded accounts: ${JSON.stringify(failed)}`);
  return seededAccounts.length;
}
