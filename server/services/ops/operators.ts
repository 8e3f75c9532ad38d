// Granting the operator role (`npm run operator:grant`): to a registered user named by uid or
// by the mobile number they registered with.
import { eq, inArray, or } from 'drizzle-orm';
import { normalizeIndianPhone } from '@domain/validation';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';

export type GrantOutcome =
  | { kind: 'granted'; uid: string; fullName: string }
  | { kind: 'alreadyOperator'; uid: string; fullName: string }
  | { kind: 'notRegistered' };

export async function grantOperator(db: Db, target: string): Promise<GrantOutcome> {
  const phone = normalizeIndianPhone(target);
  // Registration stores E.164; the seeded accounts store the ten digits alone.
  const matches = phone ? inArray(users.phone, [phone, phone.slice(3)]) : undefined;
  const [user] = await db
    .select({ uid: users.uid, fullName: users.fullName })
    .from(users)
    .where(matches ? or(eq(users.uid, target), matches) : eq(users.uid, target))
    .limit(1);
  if (!user) return { kind: 'notRegistered' };
  const inserted = await db
    .insert(userRoles)
    .values({ uid: user.uid, role: 'operator' })
    .onConflictDoNothing()
    .returning({ uid: userRoles.uid });
  return { kind: inserted.length ? 'granted' : 'alreadyOperator', ...user };
}
