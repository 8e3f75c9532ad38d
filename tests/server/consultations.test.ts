// Consultations on the real server (PGlite, or PostgreSQL with TEST_DATABASE=postgres): slots,
// the race for one slot, paying, refusals, owner rules, rescheduling, cancelling, hold expiry
// and the doctor's desk. Patients and doctors sign in with real Auth Emulator tokens.
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { canRescheduleAt } from '@domain/consultation';
import type { PlacedConsultation } from '@domain/contract/consultations';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { SITE_MESSAGES } from '@domain/messages/site';
import { SLOT_MESSAGES } from '@domain/messages/slot';
import { bookingDates, type Slot } from '@domain/slots';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT, SANDBOX_KEYS } from '../../server/config';
import { violatesConstraint } from '../../server/db/constraints';
import { consultations, doctors, payments } from '../../server/db/schema';
import { seededDoctorAccounts } from '../../server/db/seed/doctorAccounts';
import type { SandboxGateway, SandboxPayment } from '../../server/payments/sandbox';
import { paymentSignature } from '../../server/payments/signature';
import type { HandledEvent } from '../../server/payments/webhookEvents';
import { startHoldSweeper } from '../../server/services/consultations/records';
import { verifyDoctorApplication } from '../../server/services/doctorVerification';
import { createAccount, EMULATOR_URL, signInWithPhone, type TestAccount } from '../support/authEmulator';
import { inTurn } from '../support/inTurn';
import { refundsSettled, sendWebhook } from './orderFixtures';
import { useTestApp } from './testApp';

const { app, database, gateway } = useTestApp({ env: { MEETING_BASE_URL: 'https://meet.example.org' } });
/** The patient pays in the sandbox's checkout: what Checkout hands back. */
const paidCheckout = async (gatewayOrderId: string) =>
  (await (gateway() as SandboxGateway).pay(gatewayOrderId)).success;
/** A checkout signature made with the sandbox's key secret. */
const signCheckout = (gatewayOrderId: string, paymentId: string) =>
  paymentSignature(SANDBOX_KEYS.keySecret, gatewayOrderId, paymentId);
const DOCTOR = 'meera-iyer';
/** A verified doctor who sees patients online only. */
const ONLINE_DOCTOR = 'kavita-deshpande';
const UNVERIFIED_DOCTOR = 'ritika-saxena';
const RACERS = 200;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, account?: TestAccount, payload?: unknown) =>
  app().inject({
    method,
    url: `/api${url}`,
    headers: account ? { authorization: `Bearer ${account.idToken}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function registered(name: string): Promise<TestAccount> {
  const account = await createAccount(name);
  const response = await call('POST', '/users', account, {
    fullName: name,
    email: `${account.uid.toLowerCase()}@example.com`,
    phone: '98450 12345',
    birthDate: '1990-04-12',
    gender: 'female',
  });
  expect(response.statusCode).toBe(201);
  return account;
}

async function slotsOn(doctorId: string, date: string): Promise<Slot[]> {
  const response = await call('GET', `/doctors/${doctorId}/slots?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Every free slot of the next 14 days. */
async function freeSlots(doctorId: string): Promise<Slot[]> {
  return (await inTurn(bookingDates(Date.now()), (date) => slotsOn(doctorId, date))).flat();
}

const book = (account: TestAccount, slot: Pick<Slot, 'startsAt'>, extra: object = {}) =>
  call('POST', '/consultations', account, {
    userId: account.uid,
    doctorId: DOCTOR,
    startsAt: slot.startsAt,
    mode: 'video',
    ...extra,
  });

async function bookAndPay(account: TestAccount, slot: Slot): Promise<string> {
  const held = await book(account, slot);
  expect(held.statusCode, held.body).toBe(201);
  const { _id, order_id } = held.json().data;
  const paid = await call('PUT', `/consultations/private/${_id}`, account, {
    status: 'booked',
    ...(await paidCheckout(order_id)),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().data.status).toBe('booked');
  return _id;
}

const stored = async (id: string) =>
  (await database().db.select().from(consultations).where(eq(consultations.id, id)))[0]!;

let patients: TestAccount[];
let asha: TestAccount;
let ravi: TestAccount;
let slots: Slot[];
/** Every free slot of the doctor, however soon. */
let allFreeSlots: Slot[];
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  // One after another: twenty at once could outwait the server's load-shedding queue on a busy machine.
  patients = [];
  for (let n = 0; n < 20; n += 1) patients.push(await registered(`Patient ${n}`));
  [asha, ravi] = patients as [TestAccount, TestAccount];
  allFreeSlots = await freeSlots(DOCTOR);
  // An hour past the reschedule cut-off: every rule counted from a consultation's start still
  // allows moving these, whatever the time of day the suite runs.
  slots = allFreeSlots.filter((slot) => canRescheduleAt(Date.parse(slot.startsAt), Date.now() + HOUR_MS));
  expect(slots.length).toBeGreaterThan(12);
}, 120_000);

describe('free slots', () => {
  it('lists ISO times in India time with the modes the doctor offers', () => {
    for (const slot of allFreeSlots) {
      expect(slot.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(slot.modes).toEqual(['video', 'audio', 'clinic']);
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now() + 2 * HOUR_MS - 60_000);
    }
  });

  it('answers 404 for a doctor who is not listed and 400 for a malformed date', async () => {
    const date = bookingDates(Date.now())[1];
    expect((await call('GET', `/doctors/${UNVERIFIED_DOCTOR}/slots?date=${date}`)).statusCode).toBe(404);
    expect((await call('GET', `/doctors/nobody/slots?date=${date}`)).json().message).toBe(SITE_MESSAGES.doctorMissing);
    expect((await call('GET', `/doctors/${DOCTOR}/slots?date=tomorrow`)).statusCode).toBe(400);
    expect(await slotsOn(DOCTOR, '2020-01-01')).toEqual([]);
  });
});

describe('next free slots for the doctor cards', () => {
  it("gives each listed doctor's first free slot and leaves out doctors who are not listed", async () => {
    const response = await call('GET', `/doctors/next-slots?ids=${DOCTOR},${ONLINE_DOCTOR},${UNVERIFIED_DOCTOR}`);
    expect(response.statusCode).toBe(200);
    const next = response.json().data as { doctorId: string; slot: Slot | null }[];
    expect(next.map((entry) => entry.doctorId).sort()).toEqual([ONLINE_DOCTOR, DOCTOR].sort());
    expect(next.find((entry) => entry.doctorId === DOCTOR)?.slot).toEqual(allFreeSlots[0]);
    expect((await call('GET', '/doctors/next-slots?ids=Not%20An%20Id')).statusCode).toBe(400);
  });

  it("with `after`, gives the first free slot on a later India date, and null past the horizon's end", async () => {
    const nextAfter = async (after: string) => {
      const response = await call('GET', `/doctors/next-slots?ids=${DOCTOR}&after=${after}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { doctorId: string; slot: Slot | null }[])[0]?.slot;
    };
    const firstDay = allFreeSlots[0]!.startsAt.slice(0, 10);
    expect(await nextAfter(firstDay)).toEqual(allFreeSlots.find((slot) => slot.startsAt.slice(0, 10) > firstDay));
    expect(await nextAfter(bookingDates(Date.now()).at(-1)!)).toBeNull();
    expect((await call('GET', `/doctors/next-slots?ids=${DOCTOR}&after=tomorrow`)).statusCode).toBe(400);
  });
});

describe('two hundred patients racing for one slot', () => {
  it('lets exactly one hold it; every other attempt gets 409 Slot already booked', async () => {
    const slot = slots[0]!;
    let shed = 0;
    // A client waits out a 503 (load shedding, Retry-After: 1) and tries again, as browsers do.
    const attempt = async (patient: TestAccount): Promise<Awaited<ReturnType<typeof book>>> => {
      const response = await book(patient, slot);
      if (response.statusCode !== 503) return response;
      shed += 1;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after']) * 1000));
      return attempt(patient);
    };
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, n) => attempt(patients[n % patients.length]!)),
    );
    console.log(`${RACERS} attempts on one slot (${database().kind}): ${shed} answers of 503 were retried`);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(COMMON_MESSAGES.slotAlreadyBooked);
    const [row] = await database()
      .db.select({ n: count() })
      .from(consultations)
      .where(and(eq(consultations.startsAt, new Date(slot.startsAt)), eq(consultations.status, 'pending')));
    expect(row?.n).toBe(1);
    const held = responses.find((response) => response.statusCode === 201)!.json().data;
    expect(held).toMatchObject({ currency: 'INR', status: 'pending', amount: 89_900 });
    expect(held.order_id).toMatch(/^order_/);
    expect((await slotsOn(DOCTOR, slot.startsAt.slice(0, 10))).map((s) => s.startsAt)).not.toContain(slot.startsAt);
  }, 120_000);
});

describe('refusals', () => {
  const indiaTime = (date: string, time: string) => `${date}T${time}:00+05:30`;
  const dates = bookingDates(Date.now());

  it('refuses the past, the notice, hours outside the schedule, a mode not offered and an unverified doctor', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    const cases: [object, number, string][] = [
      [{ startsAt: indiaTime('2026-01-05', '10:00') }, 400, SLOT_MESSAGES.inThePast],
      [{ startsAt: soon.toISOString().replace('.000Z', '+00:00') }, 400, SLOT_MESSAGES.tooSoon],
      [{ startsAt: indiaTime(dates[3]!, '03:00') }, 400, SLOT_MESSAGES.notASlot],
      [{ startsAt: slots[1]!.startsAt, doctorId: ONLINE_DOCTOR, mode: 'clinic' }, 400, SLOT_MESSAGES.modeNotOffered],
      [{ startsAt: slots[1]!.startsAt, doctorId: UNVERIFIED_DOCTOR }, 400, CONSULTATION_MESSAGES.doctorNotVerified],
      [{ startsAt: slots[1]!.startsAt, doctorId: 'nobody-here' }, 404, 'Doctor not found'],
    ];
    for (const [extra, status, message] of cases) {
      const response = await book(asha, slots[1]!, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await database().db.select({ n: count() }).from(consultations).where(eq(consultations.uid, asha.uid)))[0]!.n,
    ).toBeLessThanOrEqual(1);
  });

  it('answers 401 without a token, 403 for another uid and 400 for a malformed body, storing nothing', async () => {
    const before = (await database().db.select({ n: count() }).from(consultations))[0]!.n;
    expect((await call('POST', '/consultations', undefined, { userId: asha.uid })).statusCode).toBe(401);
    expect((await book(asha, slots[2]!, { userId: ravi.uid })).statusCode).toBe(403);
    expect((await book(asha, slots[2]!, { mode: 'telepathy' })).statusCode).toBe(400);
    expect((await book(asha, { startsAt: 'tomorrow at ten' })).statusCode).toBe(400);
    expect((await database().db.select({ n: count() }).from(consultations))[0]!.n).toBe(before);
  });
});

describe("a patient's consultation", () => {
  let booked: string;

  beforeAll(async () => {
    booked = await bookAndPay(asha, slots[3]!);
  });

  it('is booked only with the signature of its own gateway order, and a payment pays once', async () => {
    const held = (await book(asha, slots[4]!)).json().data;
    const forged = {
      status: 'booked',
      ...(await paidCheckout(held.order_id)),
      razorpay_signature: signCheckout('order_other', 'pay_x'),
    };
    expect((await call('PUT', `/consultations/private/${held._id}`, asha, forged)).statusCode).toBe(400);
    const other = {
      razorpay_order_id: 'order_someoneelse',
      razorpay_payment_id: 'pay_someoneelse',
      razorpay_signature: signCheckout('order_someoneelse', 'pay_someoneelse'),
    };
    expect(
      (await call('PUT', `/consultations/private/${held._id}`, asha, { status: 'booked', ...other })).statusCode,
    ).toBe(400);
    const reused = {
      status: 'booked',
      razorpay_order_id: held.order_id,
      razorpay_payment_id: (await stored(booked)).paymentId!,
      razorpay_signature: signCheckout(held.order_id, (await stored(booked)).paymentId!),
    };
    expect((await call('PUT', `/consultations/private/${held._id}`, asha, reused)).statusCode).toBe(400);
    expect((await stored(held._id)).status).toBe('pending');
  });

  it('cannot be read or changed by another patient', async () => {
    const before = await stored(booked);
    expect((await call('GET', `/consultations/user/${asha.uid}`, ravi)).statusCode).toBe(403);
    expect((await call('POST', `/consultations/${booked}/cancel`, ravi, { userId: asha.uid })).statusCode).toBe(403);
    const cancel = await call('POST', `/consultations/${booked}/cancel`, ravi, { userId: ravi.uid });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe(CONSULTATION_MESSAGES.notYourConsultation);
    const move = await call('POST', `/consultations/${booked}/reschedule`, ravi, {
      userId: ravi.uid,
      startsAt: slots[8]!.startsAt,
    });
    expect(move.statusCode).toBe(403);
    const pay = await call('PUT', `/consultations/private/${booked}`, ravi, {
      status: 'booked',
      razorpay_order_id: 'order_abc',
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: signCheckout('order_abc', 'pay_abc'),
    });
    expect(pay.statusCode).toBe(403);
    expect((await call('GET', `/consultations/user/${asha.uid}`)).statusCode).toBe(401);
    expect(await stored(booked)).toEqual(before);
    const mine = (await call('GET', `/consultations/user/${ravi.uid}`, ravi)).json().data as { _id: string }[];
    expect(mine.map((c) => c._id)).not.toContain(booked);
  });

  it('stays where it was when rescheduled onto a taken slot, and moves onto a free one', async () => {
    const taken = await bookAndPay(ravi, slots[5]!);
    const before = await stored(booked);
    const refused = await call('POST', `/consultations/${booked}/reschedule`, asha, {
      userId: asha.uid,
      startsAt: slots[5]!.startsAt,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMMON_MESSAGES.slotAlreadyBooked);
    expect(await stored(booked)).toEqual(before);
    expect((await stored(taken)).startsAt.toISOString()).toBe(new Date(slots[5]!.startsAt).toISOString());
    const later = slots.find((slot) => Date.parse(slot.startsAt) > Date.parse(slots[5]!.startsAt) + 5 * 3_600_000)!;
    const moved = await call('POST', `/consultations/${booked}/reschedule`, asha, {
      userId: asha.uid,
      startsAt: later.startsAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'booked', startsAt: later.startsAt });
    expect(await slotsOn(DOCTOR, slots[3]!.startsAt.slice(0, 10))).toContainEqual(slots[3]);
  });

  it('shows the meeting link only from ten minutes before the start', async () => {
    const list = async () =>
      (
        (await call('GET', `/consultations/user/${asha.uid}`, asha)).json().data as {
          _id: string;
          meetingLink: string | null;
        }[]
      ).find((c) => c._id === booked)!;
    expect((await list()).meetingLink).toBeNull();
    const startsAt = new Date(Date.now() + 9 * 60_000);
    await database()
      .db.update(consultations)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })
      .where(eq(consultations.id, booked));
    expect((await list()).meetingLink).toMatch(/^https:\/\/meet\.example\.org\/ojas-[A-Za-z0-9_-]{24}$/);
  });

  it('is refunded in full when cancelled four hours ahead, and nothing later', async () => {
    const early = await bookAndPay(asha, slots.at(-1)!);
    const cancelled = await call('POST', `/consultations/${early}/cancel`, asha, { userId: asha.uid });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'refunded', refund: 899 });
    const late = await call('POST', `/consultations/${booked}/cancel`, asha, { userId: asha.uid });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'cancelled', refund: null });
    const again = await call('POST', `/consultations/${booked}/cancel`, asha, { userId: asha.uid });
    expect(again.statusCode).toBe(409);
  });
});

describe('an unpaid hold', () => {
  it('frees its slot once its ten minutes are over', async () => {
    const slot = slots[6]!;
    const held = (await book(ravi, slot)).json().data;
    expect((await book(asha, slot)).statusCode).toBe(409);
    await database()
      .db.update(consultations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultations.id, held._id));
    expect((await slotsOn(DOCTOR, slot.startsAt.slice(0, 10))).map((s) => s.startsAt)).toContain(slot.startsAt);
    const mine = (await call('GET', `/consultations/user/${ravi.uid}`, ravi)).json().data as {
      _id: string;
      status: string;
    }[];
    expect(mine.find((c) => c._id === held._id)?.status).toBe('expired');
    expect((await book(asha, slot)).statusCode).toBe(201);
    const late = await call('PUT', `/consultations/private/${held._id}`, ravi, {
      status: 'booked',
      ...(await paidCheckout(held.order_id)),
    });
    expect(late.json().data.status).toBe('refunded');
  });
});

describe('webhooks for consultation payments', () => {
  const sandbox = () => gateway() as SandboxGateway;
  const webhook = (event: HandledEvent, payment: SandboxPayment, options?: { eventId?: string; secret?: string }) =>
    sendWebhook(app(), sandbox(), event, payment, options);
  /** A fresh hold of a slot near the end of the fortnight (its own, `n` from the last but one). */
  const hold = async (n: number, account = patients[11 + n]!) => {
    const held = await book(account, slots.at(-2 - n)!);
    expect(held.statusCode, held.body).toBe(201);
    return held.json().data as PlacedConsultation;
  };
  const paymentsOf = (id: string) =>
    database().db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.createdAt);

  it('refuses forged webhooks and changes nothing', async () => {
    const held = await hold(0);
    const { payment } = await sandbox().pay(held.order_id);
    const before = await stored(held._id);
    const forged = await webhook('payment.captured', payment, { secret: 'guessed-secret' });
    expect(forged.statusCode).toBe(400);
    expect(await stored(held._id)).toEqual(before);
    expect(await paymentsOf(held._id)).toEqual([]);
  });

  it('books a held consultation from payment.captured alone, once per event id', async () => {
    const held = await hold(1);
    const { payment, success } = await sandbox().pay(held.order_id);
    const first = await webhook('payment.captured', payment, { eventId: 'evt_ConsultCaptured01' });
    expect(first.json().data.status).toBe('applied');
    const booked = await stored(held._id);
    expect(booked).toMatchObject({ status: 'booked', paymentId: payment.id, holdExpiresAt: null });
    const replay = await webhook('payment.captured', payment, { eventId: 'evt_ConsultCaptured01' });
    expect(replay.json().data.status).toBe('seen');
    expect((await webhook('order.paid', payment)).statusCode).toBe(200);
    expect(await stored(held._id)).toEqual(booked);
    expect(await paymentsOf(held._id)).toMatchObject([{ id: payment.id, status: 'captured', signature: null }]);
    // The browser's checkout reply arriving after the webhook is the same payment: still booked.
    const confirmed = await call('PUT', `/consultations/private/${held._id}`, patients[12], {
      status: 'booked',
      ...success,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('booked');
  });

  it('records a failed attempt, keeps the hold, and books on the capture that follows, in any order', async () => {
    const held = await hold(2);
    const declined = (await sandbox().fail(held.order_id)).payment;
    const { payment } = await sandbox().pay(held.order_id);
    expect((await webhook('payment.failed', declined)).json().data.status).toBe('applied');
    expect((await stored(held._id)).status).toBe('pending');
    await webhook('order.paid', payment);
    await webhook('payment.captured', payment);
    const booked = await stored(held._id);
    expect(booked).toMatchObject({ status: 'booked', paymentId: payment.id });
    expect((await paymentsOf(held._id)).map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [declined.id, 'failed'],
        [payment.id, 'captured'],
      ].sort(),
    );

    // A failure that arrives after the capture changes nothing.
    const other = await hold(3);
    const lateDecline = (await sandbox().fail(other.order_id)).payment;
    const paid = (await sandbox().pay(other.order_id)).payment;
    await webhook('payment.captured', paid);
    await webhook('payment.failed', lateDecline);
    expect(await stored(other._id)).toMatchObject({ status: 'booked', paymentId: paid.id });
  });

  it('refunds a payment that lands after the hold expired or was cancelled', async () => {
    const expired = await hold(4);
    await database()
      .db.update(consultations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultations.id, expired._id));
    const late = (await sandbox().pay(expired.order_id)).payment;
    await webhook('payment.captured', late);
    expect(await stored(expired._id)).toMatchObject({ status: 'refunded', paymentId: late.id, refundPaise: 89_900 });
    await refundsSettled(app(), sandbox());
    expect((await sandbox().payment(late.id))?.status).toBe('refunded');

    const cancelledHold = await hold(5);
    const cancel = await call('POST', `/consultations/${cancelledHold._id}/cancel`, patients[16], {
      userId: patients[16]!.uid,
    });
    expect(cancel.json().data.status).toBe('cancelled');
    const afterCancel = (await sandbox().pay(cancelledHold.order_id)).payment;
    await webhook('order.paid', afterCancel);
    await webhook('payment.captured', afterCancel);
    expect(await stored(cancelledHold._id)).toMatchObject({ status: 'refunded', paymentId: afterCancel.id });
    await refundsSettled(app(), sandbox());
    expect(await sandbox().refundsOf(afterCancel.id)).toHaveLength(1);
  });

  it('ignores a capture of another amount', async () => {
    const held = await hold(6);
    const { payment } = await sandbox().pay(held.order_id);
    await webhook('payment.captured', { ...payment, amount: payment.amount - 100 });
    expect((await stored(held._id)).status).toBe('pending');
    expect(await paymentsOf(held._id)).toEqual([]);
  });
});

describe('the database itself', () => {
  it("refuses a second active consultation overlapping a doctor's booked time, whoever writes it", async () => {
    const [booked] = await database()
      .db.select()
      .from(consultations)
      .where(and(eq(consultations.doctorId, DOCTOR), eq(consultations.status, 'booked')))
      .limit(1);
    const overlapping = {
      ...booked!,
      id: 'c_direct-overlap-0001',
      meetingRoom: 'ojas-direct-overlap',
      gatewayOrderId: null,
      paymentId: null,
      startsAt: new Date(booked!.startsAt.getTime() + 60_000),
    };
    const error = await database()
      .db.insert(consultations)
      .values(overlapping)
      .catch((caught: unknown) => caught);
    expect(violatesConstraint(error, 'consultations_no_overlap')).toBe(true);
    await database()
      .db.insert(consultations)
      .values({ ...overlapping, status: 'cancelled' });
  });

  it('has unpaid holds ended by the sweeper when nobody reads them', async () => {
    const held = (await book(ravi, slots[10]!)).json().data;
    await database()
      .db.update(consultations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultations.id, held._id));
    const stop = startHoldSweeper(database().db, 50, (error) => console.error(error));
    try {
      await expect.poll(async () => (await stored(held._id)).status, { timeout: 5000 }).toBe('expired');
    } finally {
      stop();
    }
  });
});

describe("the doctor's desk", () => {
  let doctor: TestAccount;
  let otherDoctor: TestAccount;
  let consultation: string;

  beforeAll(async () => {
    [doctor, otherDoctor] = await Promise.all([registered('Dr. Meera Iyer'), registered('Dr. Kavita Deshpande')]);
    await database().db.update(doctors).set({ uid: doctor.uid }).where(eq(doctors.id, DOCTOR));
    await database().db.update(doctors).set({ uid: otherDoctor.uid }).where(eq(doctors.id, ONLINE_DOCTOR));
    consultation = await bookAndPay(patients[7]!, slots[9]!);
  });

  it("lists the doctor's own consultations with the patient's name and concern", async () => {
    const response = await call('GET', '/doctors/me/consultations', doctor);
    expect(response.statusCode).toBe(200);
    const mine = response.json().data as { _id: string; patientName: string }[];
    expect(mine.find((c) => c._id === consultation)?.patientName).toBe('Patient 7');
    expect(
      (await call('GET', '/doctors/me/consultations', otherDoctor)).json().data.map((c: { _id: string }) => c._id),
    ).not.toContain(consultation);
    expect((await call('GET', '/doctors/me/consultations', asha)).statusCode).toBe(403);
    expect((await call('GET', '/doctors/me/consultations')).statusCode).toBe(401);
  });

  it("edits only the doctor's own hours", async () => {
    const others = (await call('GET', '/doctors/me/availability', otherDoctor)).json().data;
    const hours = {
      weekly: [{ weekday: 1, startMinute: 600, endMinute: 720 }],
      overrides: [{ date: bookingDates(Date.now())[5]!, windows: [] }],
    };
    const saved = await call('PUT', '/doctors/me/availability', doctor, hours);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(hours);
    expect((await call('GET', '/doctors/me/availability', otherDoctor)).json().data).toEqual(others);
    expect((await call('PUT', '/doctors/me/availability', asha, hours)).statusCode).toBe(403);
    const overlapping = {
      weekly: [
        { weekday: 1, startMinute: 600, endMinute: 720 },
        { weekday: 1, startMinute: 700, endMinute: 800 },
      ],
      overrides: [],
    };
    expect((await call('PUT', '/doctors/me/availability', doctor, overlapping)).statusCode).toBe(400);
    expect((await call('GET', '/doctors/me/availability', doctor)).json().data).toEqual(hours);
  });

  it('records the outcome and recommended items only on its own started consultations', async () => {
    const notes = {
      outcome: 'completed',
      notes: 'Warm water after meals.',
      recommendedItemIds: ['ashwagandha-tablets', 'triphala-churna'],
    };
    const early = await call('POST', `/consultations/${consultation}/notes`, doctor, notes);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CONSULTATION_MESSAGES.notYetStarted);
    await database()
      .db.update(consultations)
      .set({ startsAt: new Date(Date.now() - 600_000), endsAt: new Date(Date.now() + 600_000) })
      .where(eq(consultations.id, consultation));
    const foreign = await call('POST', `/consultations/${consultation}/notes`, otherDoctor, notes);
    expect(foreign.statusCode).toBe(403);
    const unknown = await call('POST', '/consultations/c_nobodybookedthis/notes', doctor, notes);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: COMMON_MESSAGES.notFound('Consultation') });
    expect(
      (
        await call('POST', `/consultations/${consultation}/notes`, doctor, {
          ...notes,
          recommendedItemIds: ['no-such-item'],
        })
      ).statusCode,
    ).toBe(400);
    expect((await stored(consultation)).status).toBe('booked');
    const done = await call('POST', `/consultations/${consultation}/notes`, doctor, notes);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      notes: notes.notes,
      recommendedItemIds: notes.recommendedItemIds,
    });
    const seen = (await call('GET', `/consultations/user/${patients[7]!.uid}`, patients[7]!)).json().data;
    expect(seen.find((c: { _id: string }) => c._id === consultation)).toMatchObject({
      status: 'completed',
      recommendedItemIds: notes.recommendedItemIds,
    });
  });
});

describe('the seeded doctor accounts', () => {
  it("sign in by phone in the Auth Emulator straight into the seeded doctor's desk", async () => {
    await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
    const account = seededDoctorAccounts.find((entry) => entry.doctorId === 'arjun-nair')!;
    const idToken = await signInWithPhone(account.phoneNumber);
    const response = await call('GET', '/doctors/me/availability', { uid: account.uid, idToken });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.weekly).toContainEqual({ weekday: 1, startMinute: 540, endMinute: 720 });
  });

  it('stay signed in when the accounts are created again, as a second run sharing the emulator does', async () => {
    await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
    const account = seededDoctorAccounts.find((entry) => entry.doctorId === 'arjun-nair')!;
    const idToken = await signInWithPhone(account.phoneNumber);
    // The emulator revokes by whole seconds (a token issued before `validSince`): let one pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
    const response = await call('GET', '/doctors/me/availability', { uid: account.uid, idToken });
    expect(response.statusCode).toBe(200);
  });

  it('refuse to count a seeded uid as created when the emulator holds it under another number', async () => {
    // A project of its own in the shared emulator, so no other run's seeded accounts change.
    const projectId = `demo-seed-check-${process.pid}-${Date.now()}`;
    const account = seededDoctorAccounts[0]!;
    const created = await fetch(
      `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ users: [{ localId: account.uid, phoneNumber: '+911234567890' }] }),
      },
    );
    expect(created.ok).toBe(true);
    await expect(createSeededAccounts(EMULATOR_URL, projectId)).rejects.toThrow(/refused the seeded accounts/);
  });
});

describe('verifying a doctor application', () => {
  it("links a new doctor record to the applicant's uid and opens the desk", async () => {
    const applicant = await registered('Dr. Asha Verma');
    expect((await call('GET', '/doctors/me/consultations', applicant)).statusCode).toBe(403);
    expect((await call('POST', `/users/${applicant.uid}/doctor-application`, applicant)).statusCode).toBe(201);
    const outcome = await verifyDoctorApplication(database().db, applicant.uid);
    expect(outcome).toMatchObject({ kind: 'verified', uid: applicant.uid });
    expect((await call('GET', '/doctors/me/consultations', applicant)).statusCode).toBe(200);
    expect(await verifyDoctorApplication(database().db, applicant.uid)).toEqual({ kind: 'noPendingApplication' });
    const [row] = await database()
      .db.select()
      .from(doctors)
      .where(inArray(doctors.uid, [applicant.uid]));
    expect(row).toMatchObject({ firstName: 'Asha', secondName: 'Verma', status: 'verified' });
    expect((await call('GET', `/permission/${applicant.uid}`, applicant)).json().data).toMatchObject({
      roles: ['doctor'],
      application: { status: 'verified' },
    });
  });
});
