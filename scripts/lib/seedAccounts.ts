// Creates the seeded doctors' and operator's sign-in accounts in the Auth Emulator (fixed uids
// and phone numbers, server/db/seed/doctorAccounts.ts and operatorAccount.ts), so signing in
// with one of those numbers opens that doctor's desk or the operator's desk. The emulator forgets accounts when it stops: run this whenever it starts.
import { seededDoctorAccounts } from '../../server/db/seed/doctorAccounts';
import { seededOperatorAccount } from '../../server/db/seed/operatorAccount';

const seededAccounts = [...seededDoctorAccounts, seededOperatorAccount];

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
        allowOverwrite: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`The Auth Emulator refused the seeded accounts: ${await response.text()}`);
  return seededAccounts.length;
}
