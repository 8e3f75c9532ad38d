// The seeded operator's sign-in account, so a person can open the operator's desk locally: a
// registered user with the operator role in the database and the same uid with this phone number
// in the Auth Emulator (scripts/lib/seedAccounts.ts creates it whenever `npm start` has sign-in ready).
import type { Db } from '../client';
import { userRoles, users } from '../schema';

export const seededOperatorAccount = {
  uid: 'seed-operator',
  fullName: 'Ojas Operator',
  /** E.164, as the emulator stores it; the README lists it. */
  phoneNumber: '+919000000100',
  gender: 'female',
} as const;

/** Registers the seeded operator and grants the role; changes nothing when both are there. */
export async function ensureSeededOperator(db: Pick<Db, 'insert'>): Promise<void> {
  const account = seededOperatorAccount;
  await db
    .insert(users)
    .values({
      uid: account.uid,
      fullName: account.fullName,
      email: 'operator@ojas.example',
      phone: account.phoneNumber,
      birthDate: '1990-01-01',
      gender: account.gender,
    })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ uid: account.uid, role: 'operator' }).onConflictDoNothing();
}
