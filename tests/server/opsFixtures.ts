// What the desk's tests share: an operator (a registered user holding the role, with a real
// emulator token) and a call of an /ops route as some account, or none.
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { grantOperator } from '../../server/services/ops/operators';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { bearer } from './orderFixtures';
import type { TestApp } from './testApp';

export type OpsMethod = 'GET' | 'POST' | 'PUT';

export async function operatorAccount(db: Db, name: string): Promise<TestAccount> {
  const account = await createAccount(name);
  await db.insert(users).values({
    uid: account.uid,
    fullName: name,
    email: `${account.uid.toLowerCase()}@ops.example`,
    phone: '+919000000199',
    birthDate: '1990-01-01',
    gender: 'female',
  });
  expect((await grantOperator(db, account.uid)).kind).toBe('granted');
  return account;
}

/** `url` under /api, as `account` (or with no token). */
export const opsCall = (app: TestApp, account: TestAccount | null, method: OpsMethod, url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: account ? bearer(account) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
