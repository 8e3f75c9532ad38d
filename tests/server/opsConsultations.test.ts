// The day's consultations on the desk: every doctor's of one India day with the patient and the
// payment, and an operator's refund of a consultation within what was captured, which the refund
// worker carries to the gateway, the audit log records and the patient's consultation shows.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { paiseToRupees } from '@domain/money';
import { bookingDates, indiaDateOf, type Slot } from '@domain/slots';
import { auditLog, consultations } from '../../server/db/schema';
import type { SandboxGateway } from '../../server/payments/sandbox';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { opsCall, operatorAccount, type OpsMethod } from './opsFixtures';
import { refundsSettled } from './orderFixtures';
import { useTestApp } from './testApp';

const { app, database, gateway } = useTestApp();
const DOCTOR = 'meera-iyer';
const db = () => database().db;
const call = (account: TestAccount | null, method: OpsMethod, url: string, payload?: unknown) =>
  opsCall(app(), account, method, url, payload);

async function patient(name: string): Promise<TestAccount> {
  const account = await createAccount(name);
  const response = await call(account, 'POST', '/users', {
    fullName: name,
    email: `${account.uid.toLowerCase()}@example.com`,
    phone: '98450 12345',
    birthDate: '1990-04-12',
    gender: 'female',
  });
  expect(response.statusCode, response.body).toBe(201);
  return account;
}

async function firstFreeSlot(): Promise<Slot> {
  for (const date of bookingDates(Date.now())) {
    const slots: Slot[] = (await call(null, 'GET', `/doctors/${DOCTOR}/slots?date=${date}`)).json().data;
    if (slots.length > 0) return slots[0]!;
  }
  throw new Error(`${DOCTOR} has no free slot`);
}

/** A held consultation of `account` in the doctor's first free slot, paid in the sandbox when `pay`. */
async function consultationOf(account: TestAccount, pay: boolean): Promise<{ id: string; slot: Slot }> {
  const slot = await firstFreeSlot();
  const held = await call(account, 'POST', '/consultations', {
    userId: account.uid,
    doctorId: DOCTOR,
    startsAt: slot.startsAt,
    mode: 'video',
  });
  expect(held.statusCode, held.body).toBe(201);
  const { _id, order_id } = held.json().data;
  if (pay) {
    const checkout = (await (gateway() as SandboxGateway).pay(order_id)).success;
    const paid = await call(account, 'PUT', `/consultations/private/${_id}`, { status: 'booked', ...checkout });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { id: _id, slot };
}

describe("the day's consultations", () => {
  it("lists every doctor's consultations of the day with patient, time, mode, status and payment; operators only", async () => {
    const operator = await operatorAccount(db(), 'Day Operator');
    const asha = await patient('Asha Day');
    const { id, slot } = await consultationOf(asha, true);
    const date = indiaDateOf(slot.startsAt);

    expect((await call(null, 'GET', `/ops/consultations?date=${date}`)).statusCode).toBe(401);
    expect((await call(asha, 'GET', `/ops/consultations?date=${date}`)).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/ops/consultations?date=tomorrow')).statusCode).toBe(400);
    const impossible = await call(operator, 'GET', '/ops/consultations?date=2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toMatch(/date must be a real day/);

    const day = await call(operator, 'GET', `/ops/consultations?date=${date}`);
    expect(day.statusCode, day.body).toBe(200);
    const page = day.json().data;
    expect(page.date).toBe(date);
    const listed = page.items.find((entry: { _id: string }) => entry._id === id);
    expect(listed).toMatchObject({
      doctor: { _id: DOCTOR, name: expect.stringContaining('Dr.') },
      patient: { uid: asha.uid, name: 'Asha Day' },
      startsAt: slot.startsAt,
      mode: 'video',
      status: 'booked',
      payment: { status: 'captured' },
      refunds: [],
    });
    expect(listed.refundablePaise).toBe(listed.payment.amountPaise);
    expect(page.items.every((entry: { startsAt: string }) => indiaDateOf(entry.startsAt) === date)).toBe(true);
  });
});

describe('refunding a consultation', () => {
  it('refunds part of it, never more than what is left; the patient sees it and the audit log records it', async () => {
    const operator = await operatorAccount(db(), 'Refund Operator');
    const ravi = await patient('Ravi Refund');
    const { id, slot } = await consultationOf(ravi, true);
    const refund = (amountPaise: number) =>
      call(operator, 'POST', `/ops/consultations/${id}/refunds`, { amountPaise, reason: 'The call dropped twice' });

    const part = await refund(10_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().data).toMatchObject({
      amountPaise: 10_000,
      reason: 'The call dropped twice',
      status: 'pending',
    });
    await refundsSettled(app(), gateway() as SandboxGateway);

    const [before] = await db().select().from(consultations).where(eq(consultations.id, id));
    const tooMuch = await refund(before!.pricePaise - 10_000 + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(OPS_MESSAGES.refundTooLarge(before!.pricePaise - 10_000));
    const [after] = await db().select().from(consultations).where(eq(consultations.id, id));
    expect(after).toEqual(before);

    const seen = await call(ravi, 'GET', `/consultations/user/${ravi.uid}`);
    const own = seen.json().data.find((entry: { _id: string }) => entry._id === id);
    expect(own.refund).toBe(paiseToRupees(10_000));

    const day = (await call(operator, 'GET', `/ops/consultations?date=${indiaDateOf(slot.startsAt)}`)).json().data;
    const listed = day.items.find((entry: { _id: string }) => entry._id === id);
    expect(listed.refunds).toMatchObject([{ amountPaise: 10_000, status: 'processed' }]);
    expect(listed.refundablePaise).toBe(before!.pricePaise - 10_000);

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      actorUid: operator.uid,
      action: 'consultation.refund',
      targetKind: 'consultation',
      after: { amountPaise: 10_000, reason: 'The call dropped twice' },
    });
  });

  it('refuses an unpaid consultation (400), an unknown one (404) and a shopper (403), changing nothing', async () => {
    const operator = await operatorAccount(db(), 'Careful Operator');
    const meena = await patient('Meena Unpaid');
    const { id } = await consultationOf(meena, false);
    const body = { amountPaise: 5_000, reason: 'Goodwill' };

    const unpaid = await call(operator, 'POST', `/ops/consultations/${id}/refunds`, body);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toBe(OPS_MESSAGES.consultationNotPaid);
    const unknown = await call(operator, 'POST', '/ops/consultations/c_AAAAAAAAAAAAAAAAAAAAAA/refunds', body);
    expect(unknown.statusCode).toBe(404);
    expect((await call(meena, 'POST', `/ops/consultations/${id}/refunds`, body)).statusCode).toBe(403);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });
});
