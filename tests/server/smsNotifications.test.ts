// Text messages through the SMS sandbox (MSG91's Flow format, kept in sandbox_sms) on the real
// server: the contact preference picks each message's channel, order and payment messages always
// go by one, "none" stops only reminders, a sender that dies between sending and marking sends
// once, and the sandbox's list answers operators only, newest first.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canRescheduleAt } from '@domain/consultation';
import type { ContactPreference } from '@domain/contactPreferences';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { SITE_MESSAGES } from '@domain/messages/site';
import { orderNumber } from '@domain/order';
import { bookingDates, type Slot } from '@domain/slots';
import type { Mailer, OutgoingEmail } from '../../server/channels/email';
import { MSG91_TEXT_VARIABLE, type Msg91FlowRequest } from '../../server/channels/sms';
import { SandboxSmsProvider } from '../../server/channels/smsSandbox';
import { loadSmsSettings } from '../../server/config';
import { notifications, sandboxSms, users } from '../../server/db/schema';
import type { SandboxGateway } from '../../server/payments/sandbox';
import { deliveryChannels } from '../../server/services/notifications/channels';
import { claimDueNotifications, deliverNotification } from '../../server/services/notifications/worker';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { bookAndPay } from './consultationFixtures';
import { opsCall, operatorAccount } from './opsFixtures';
import { fillCart, placed, sandboxDecide, stockedItem } from './orderFixtures';
import { useTestApp } from './testApp';

const HOUR_MS = 3_600_000;
const DOCTOR = 'meera-iyer';
const messageSettings = {
  meetingBaseUrl: 'https://meet.example.org',
  siteOrigin: 'https://ojas.test',
  organizer: { name: 'Ojas', email: 'care@ojas.test' },
};

/** Email that only records what it was given. */
const emails: OutgoingEmail[] = [];
const mailer: Mailer = {
  domain: 'ojas.test',
  send: async (email) => void emails.push(email),
  alreadySent: async () => null,
};

const { app, database, gateway } = useTestApp({ mailer });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, account?: TestAccount, payload?: object) =>
  app().inject({
    method,
    url: `/api${url}`,
    headers: account ? { authorization: `Bearer ${account.idToken}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });

let numbers = 0;
/** A registered user with their own mobile number, preferring `preference`. */
async function registered(name: string, preference: ContactPreference) {
  const account = await createAccount(name);
  numbers += 1;
  const phone = `98450${String(20_000 + numbers).padStart(5, '0')}`;
  const registration = {
    fullName: name,
    email: `${account.uid.toLowerCase()}@example.com`,
    phone,
    birthDate: '1990-04-12',
    gender: 'female',
  };
  const response = await call('POST', '/users', account, registration);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.contactPreference).toBe('email');
  const updated = await call('PUT', `/users/${account.uid}`, account, {
    ...registration,
    contactPreference: preference,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json().data.contactPreference).toBe(preference);
  return { ...account, mobile: `91${phone}` };
}

const sandbox = () => new SandboxSmsProvider(database().db);
const channels = (provider = sandbox()) =>
  deliveryChannels({ mailer, smsProvider: provider, sms: loadSmsSettings({}), settings: messageSettings });

async function deliverAt(now: number, provider = sandbox()) {
  const statuses = [];
  for (const row of await claimDueNotifications(database().db, now, 100))
    statuses.push(await deliverNotification(database().db, channels(provider), row));
  return statuses;
}

/** A subject's rows by email or text message (its notification centre rows are notificationCentre.test.ts's). */
const rowsOf = (subjectId: string) =>
  database()
    .db.select()
    .from(notifications)
    .where(and(eq(notifications.subjectId, subjectId), ne(notifications.channel, 'app')));
const textsTo = async (mobile: string) =>
  (await sandbox().messages(1000)).filter((message) => message.to === mobile).map((message) => message.text);

async function paidOrder(shopper: TestAccount, index: number) {
  const itemId = await stockedItem(database().db, { stock: 20, sellingPaise: 45_000, index });
  await fillCart(database().db, shopper.uid, [{ itemId, quantity: 2 }]);
  const order = await placed(app(), shopper);
  expect((await sandboxDecide(app(), gateway() as SandboxGateway, order, 'paid')).kind).toBe('paid');
  return order._id;
}

async function freeSlot(after: number): Promise<Slot> {
  for (const date of bookingDates(Date.now())) {
    const slots = (await call('GET', `/doctors/${DOCTOR}/slots?date=${date}`)).json().data as Slot[];
    const slot = slots.find(
      (free) => Date.parse(free.startsAt) > after && canRescheduleAt(Date.parse(free.startsAt), Date.now() + HOUR_MS),
    );
    if (slot) return slot;
  }
  throw new Error('no free slot');
}

const booked = (account: TestAccount, slot: Slot) =>
  bookAndPay(app(), gateway() as SandboxGateway, { account, doctorId: DOCTOR, slot });

describe('the contact preference on the profile API', () => {
  it('is kept by a profile update that leaves it out, and an unknown one is refused and changes nothing', async () => {
    const shopper = await registered('Prefers Texts', 'sms');
    const [row] = await database().db.select().from(users).where(eq(users.uid, shopper.uid));
    const registration = {
      fullName: row!.fullName,
      email: row!.email,
      phone: row!.phone,
      birthDate: row!.birthDate,
      gender: row!.gender,
    };
    const kept = await call('PUT', `/users/${shopper.uid}`, shopper, {
      ...registration,
      fullName: 'Prefers Texts Still',
    });
    expect(kept.json().data.contactPreference).toBe('sms');
    const refused = await call('PUT', `/users/${shopper.uid}`, shopper, {
      ...registration,
      contactPreference: 'pigeon',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(SITE_MESSAGES.chooseOption);
    const [after] = await database().db.select().from(users).where(eq(users.uid, shopper.uid));
    expect(after!.contactPreference).toBe('sms');
  });
});

describe('a shopper who prefers text messages', () => {
  it('gets the order placed by SMS in MSG91 format, plain ASCII, and no email', async () => {
    const shopper = await registered('Meena', 'sms');
    const id = await paidOrder(shopper, 70);
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.kind, row.channel, row.address])).toEqual([
      ['orderPlaced', 'sms', `+${shopper.mobile}`],
    ]);
    expect(await deliverAt(Date.now())).toContain('sent');
    const [stored] = await database().db.select().from(sandboxSms).where(eq(sandboxSms.reference, rows[0]!.id));
    const request = stored!.request as Msg91FlowRequest;
    expect(request.template_id).toBe(loadSmsSettings({}).templateId);
    expect(request.short_url).toBe('0');
    expect(request.recipients).toEqual([
      {
        mobiles: shopper.mobile,
        [MSG91_TEXT_VARIABLE]: `Ojas: order ${orderNumber(id)} placed, total Rs 900. Details: https://ojas.test/dashboard/orders/${id}`,
      },
    ]);
    expect(stored!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(emails.filter((email) => email.text.includes(orderNumber(id)))).toEqual([]);
  });

  it('sends once when the sender dies between sending and marking sent', async () => {
    const shopper = await registered('Dying Sender', 'sms');
    const id = await paidOrder(shopper, 71);
    const real = sandbox();
    const dying = Object.assign(Object.create(real) as SandboxSmsProvider, {
      async send(request: Msg91FlowRequest, reference: string) {
        await real.send(request, reference);
        throw new Error('the sender died before marking the message sent');
      },
    });
    expect(await deliverAt(Date.now(), dying)).toContain('retry');
    const [row] = await rowsOf(id);
    expect(row!.status).toBe('pending');
    // The retry asks the sandbox first, finds the message and marks it sent without a second send.
    expect(await deliverAt(row!.nextAttemptAt.getTime() + 1)).toContain('sent');
    expect(await textsTo(shopper.mobile)).toHaveLength(1);
    expect((await rowsOf(id))[0]!.status).toBe('sent');
  });
});

describe('reminders and the preference', () => {
  it('"none": the booking still goes by email, reminders are never written', async () => {
    const patient = await registered('Quiet Patient', 'none');
    const id = await booked(patient, await freeSlot(Date.now() + 2 * HOUR_MS));
    const rows = await rowsOf(id);
    const patientRows = rows.filter((row) => row.recipientUid === patient.uid);
    expect(patientRows.map((row) => [row.kind, row.channel])).toEqual([['consultationBooked', 'email']]);
    // The doctor's notice goes as the doctor prefers (email by default).
    expect(rows.filter((row) => row.recipientUid !== patient.uid).map((row) => row.channel)).toEqual(['email']);
  });

  it('"sms": the booking and its reminders by text, the reminder with the join link', async () => {
    const patient = await registered('Texting Patient', 'sms');
    const slot = await freeSlot(Date.now() + 25 * HOUR_MS);
    const id = await booked(patient, slot);
    const patientRows = (await rowsOf(id)).filter((row) => row.recipientUid === patient.uid);
    expect(patientRows.map((row) => row.channel)).toEqual(patientRows.map(() => 'sms'));
    expect(patientRows.map((row) => row.kind).sort()).toEqual(
      ['consultationBooked', 'consultationReminder1h', 'consultationReminder24h'].sort(),
    );
    await deliverAt(Date.now());
    await deliverAt(Date.parse(slot.startsAt) - 24 * HOUR_MS + 1);
    const texts = await textsTo(patient.mobile);
    expect(texts).toHaveLength(2);
    expect(texts.every((text) => /^[\x20-\x7e]+$/.test(text))).toBe(true);
    expect(texts.find((text) => text.startsWith('Ojas reminder:'))).toMatch(/Join: https:\/\/meet\.example\.org\/\S+$/);
    expect(texts.find((text) => text.includes('is confirmed'))).toContain('Dr. Meera Iyer');
  });
});

describe('the SMS sandbox list', () => {
  it('answers operators only, newest first', async () => {
    const shopper = await registered('Listed Shopper', 'sms');
    await paidOrder(shopper, 72);
    await deliverAt(Date.now());
    const operator = await operatorAccount(database().db, 'Sandbox Operator');
    expect((await opsCall(app(), null, 'GET', '/sandbox/sms')).statusCode).toBe(401);
    expect((await opsCall(app(), shopper, 'GET', '/sandbox/sms')).statusCode).toBe(403);
    const listed = await opsCall(app(), operator, 'GET', '/sandbox/sms');
    expect(listed.statusCode, listed.body).toBe(200);
    const messages = listed.json().data as SandboxSms[];
    expect(messages[0]!.to).toBe(shopper.mobile);
    const times = messages.map((message) => Date.parse(message.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
