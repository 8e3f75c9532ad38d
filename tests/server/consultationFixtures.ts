// A consultation booked and paid through the API with the sandbox gateway: the hold, then the
// checkout's signed success, as a patient's browser would.
import { expect } from 'vitest';
import type { Slot } from '@domain/slots';
import type { SandboxGateway } from '../../server/payments/sandbox';
import type { TestAccount } from '../support/authEmulator';
import type { TestApp } from './testApp';

/** Books `slot` with `doctorId` by video for `account` and pays; gives the consultation's id. */
export async function bookAndPay(
  app: TestApp,
  gateway: SandboxGateway,
  { account, doctorId, slot }: { account: TestAccount; doctorId: string; slot: Slot },
): Promise<string> {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${account.idToken}` }, payload });
  const held = await call('POST', '/consultations', {
    userId: account.uid,
    doctorId,
    startsAt: slot.startsAt,
    mode: 'video',
  });
  expect(held.statusCode, held.body).toBe(201);
  const { _id, order_id } = held.json().data;
  const paid = await call('PUT', `/consultations/private/${_id}`, {
    status: 'booked',
    ...(await gateway.pay(order_id)).success,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return _id;
}
