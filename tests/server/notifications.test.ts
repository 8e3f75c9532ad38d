// The outbox on the real server (PGlite, or PostgreSQL with TEST_DATABASE=postgres) with a real
// MailDev in this process (SMTP in, its REST API read back): a booked consultation's emails and
// invitation, a move and a cancellation, reminders that re-check the consultation, a store
// order's messages (placed with its invoice, payment failed, packed, shipped, delivered, cancelled
// and refunds with their credit note), a consultation's refund, a doctor application's decision,
// a sender that dies between sending and marking sent (the message arrives once), and refusals
// for good; the notification centre's copy of every kind of message is titled by its email's
// subject, and titling it renders no PDF (counted where every PDF is made, pdfLayout's pdfBytes).
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { MailDev } from 'maildev';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUND_BANK_WORKING_DAYS } from '@domain/constants';
import { canRescheduleAt } from '@domain/consultation';
import { formatDate } from '@domain/indiaTime';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { formatRupees, paiseToRupees } from '@domain/money';
import { NOTIFICATION_KINDS, NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY } from '@domain/notifications';
import { orderNumber } from '@domain/order';
import { afterWorkingDays } from '@domain/refund';
import { bookingDates, type Slot } from '@domain/slots';
import { freePort } from '../../scripts/lib/freePort';
import { INVITATION_FILE, smtpMailer, type Mailer } from '../../server/channels/email';
import { SandboxSmsProvider } from '../../server/channels/smsSandbox';
import { loadEmailSettings, loadSmsSettings } from '../../server/config';
import { creditNotes, notifications, refunds } from '../../server/db/schema';
import { pdfBytes } from '../../server/invoice/pdfLayout';
import type * as PdfLayout from '../../server/invoice/pdfLayout';
import type { SandboxGateway } from '../../server/payments/sandbox';
import { deliveryChannels } from '../../server/services/notifications/channels';
import { claimDueNotifications, deliverNotification } from '../../server/services/notifications/worker';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { inTurn } from '../support/inTurn';
import { pdfText } from '../support/pdfText';
import { bookAndPay } from './consultationFixtures';
import { opsCall, operatorAccount } from './opsFixtures';
import { fillCart, placed, refundsSettled, sandboxDecide, stockedItem } from './orderFixtures';
import { useTestApp } from './testApp';

// Every PDF (tax invoice, credit note) is made by pdfBytes: counted, and made as ever.
vi.mock('../../server/invoice/pdfLayout', async (importOriginal) => {
  const original: typeof PdfLayout = await importOriginal();
  return { ...original, pdfBytes: vi.fn(original.pdfBytes) };
});

const ports = { smtp: await freePort(), web: await freePort() };
const mailEnv = {
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  MAIL_INBOX_URL: `http://127.0.0.1:${ports.web}`,
  MAIL_FROM: 'Ojas <care@ojas.test>',
  MEETING_BASE_URL: 'https://meet.example.org',
};
const settings = loadEmailSettings(mailEnv);
const DOCTOR = 'meera-iyer';
const DOCTOR_EMAIL = `${DOCTOR}@doctors.ojas.example`;
const HOUR_MS = 3_600_000;
const messageSettings = {
  meetingBaseUrl: mailEnv.MEETING_BASE_URL,
  siteOrigin: 'https://ojas.test',
  organizer: { name: 'Ojas', email: 'care@ojas.test' },
};

/** The mailer whose sender dies once right after the mail server took a message. */
let dyingOnce = false;
const realMailer = smtpMailer(settings);
const mailer: Mailer = {
  ...realMailer,
  async send(email) {
    await realMailer.send(email);
    if (dyingOnce) {
      dyingOnce = false;
      throw new Error('the sender died before marking the message sent');
    }
  },
};

// The app's own worker stays idle (useTestApp): each test runs the worker by hand at a chosen clock.
const { app, database, gateway } = useTestApp({ env: mailEnv, mailer });

/** The server's channels with `through` for email (text messages to the SMS sandbox). */
const channelsOf = (through: Mailer) =>
  deliveryChannels({
    mailer: through,
    smsProvider: new SandboxSmsProvider(database().db),
    sms: loadSmsSettings({}),
    settings: messageSettings,
  });
const maildev = new MailDev({ smtp: ports.smtp, web: ports.web, ip: '127.0.0.1', silent: true });

interface InboxEmail {
  id: string;
  messageId: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  attachments: { filename: string; generatedFileName: string }[];
}

async function inbox(): Promise<InboxEmail[]> {
  return (await fetch(`${settings.inboxUrl}/api/email`)).json() as Promise<InboxEmail[]>;
}
const to = async (address: string) => (await inbox()).filter((mail) => mail.to.some((t) => t.address === address));

async function attachmentOf(mail: InboxEmail, test: (filename: string) => boolean): Promise<Response> {
  const file = mail.attachments.find((a) => test(a.filename))!;
  return fetch(`${settings.inboxUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`);
}
const invitationOf = async (mail: InboxEmail) => (await attachmentOf(mail, (name) => name === INVITATION_FILE)).text();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, account?: TestAccount, payload?: object) =>
  app().inject({
    method,
    url: `/api${url}`,
    headers: account ? { authorization: `Bearer ${account.idToken}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function registered(name: string): Promise<TestAccount & { email: string }> {
  const account = await createAccount(name);
  const email = `${account.uid.toLowerCase()}@example.com`;
  const response = await call('POST', '/users', account, {
    fullName: name,
    email,
    phone: '98450 12345',
    birthDate: '1990-04-12',
    gender: 'female',
  });
  expect(response.statusCode).toBe(201);
  return { ...account, email };
}

async function freeSlots(): Promise<Slot[]> {
  const days = await inTurn(
    bookingDates(Date.now()),
    async (date) => (await call('GET', `/doctors/${DOCTOR}/slots?date=${date}`)).json().data as Slot[],
  );
  return days.flat().filter((slot) => canRescheduleAt(Date.parse(slot.startsAt), Date.now() + HOUR_MS));
}

const booked = (account: TestAccount, slot: Slot) =>
  bookAndPay(app(), gateway() as SandboxGateway, { account, doctorId: DOCTOR, slot });

/** Runs the worker as if the clock read `now`: claims what is due then and delivers it. */
async function deliverAt(now: number) {
  const statuses = [];
  for (const row of await claimDueNotifications(database().db, now, 100))
    statuses.push(await deliverNotification(database().db, channelsOf(mailer), row));
  return statuses;
}

const rowsOf = (subjectId: string) =>
  database().db.select().from(notifications).where(eq(notifications.subjectId, subjectId));

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Times are read through the invitation's own VTIMEZONE, never the test machine's zone.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

let slots: Slot[];
beforeAll(async () => {
  await maildev.start();
  slots = await freeSlots();
  expect(slots.length).toBeGreaterThan(6);
}, 60_000);
afterAll(() => maildev.stop());

describe('a booked consultation', () => {
  it('emails the patient an invitation in India time with the join link, and the doctor a notice', async () => {
    const patient = await registered('Asha <script>alert(1)</script>');
    const slot = slots[0]!;
    const id = await booked(patient, slot);
    await deliverAt(Date.now());
    const [mail] = await to(patient.email);
    expect(mail?.subject).toBe('Consultation confirmed with Dr. Meera Iyer');
    expect(mail!.text).toContain('https://meet.example.org/');
    const ics = parseIcs(await invitationOf(mail!));
    expect(ics.method).toBe('REQUEST');
    expect(ics.event.uid).toBe(`${id}@ojas.test`);
    expect(ics.event.sequence).toBe(0);
    expect(ics.event.startDate.toJSDate().getTime()).toBe(Date.parse(slot.startsAt));
    expect(ics.event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(ics.event.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect(ics.event.location).toMatch(/^https:\/\/meet\.example\.org\/\S+$/);
    const [notice] = (await to(DOCTOR_EMAIL)).filter((m) => m.subject.includes('Asha'));
    // The patient's name arrives as text, never as markup.
    expect(notice!.subject).toBe('New consultation booked: Asha <script>alert(1)</script>');
    expect(notice!.html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice!.html).not.toContain('<script>');
  });

  it('moved: an updated invitation with the same UID and SEQUENCE 1; cancelled: METHOD:CANCEL and no reminder after', async () => {
    const patient = await registered('Ravi');
    const [first, second] = [slots[1]!, slots[2]!];
    const id = await booked(patient, first);
    const moved = await call('POST', `/consultations/${id}/reschedule`, patient, {
      userId: patient.uid,
      startsAt: second.startsAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverAt(Date.now());
    const movedMail = (await to(patient.email)).find((m) => m.subject.startsWith('Consultation moved'))!;
    const movedIcs = parseIcs(await invitationOf(movedMail));
    expect(movedIcs.event.uid).toBe(`${id}@ojas.test`);
    expect(movedIcs.event.sequence).toBe(1);
    expect(movedIcs.event.startDate.toJSDate().getTime()).toBe(Date.parse(second.startsAt));

    // The first time's reminders fall due but are not sent: the consultation moved.
    const firstReminders = (await rowsOf(id)).filter(
      (r) => (r.data as { startsAt?: number }).startsAt === Date.parse(first.startsAt),
    );
    expect(firstReminders.length).toBeGreaterThan(0);
    const cancelled = await call('POST', `/consultations/${id}/cancel`, patient, { userId: patient.uid });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAt(Date.parse(second.startsAt) - HOUR_MS + 1);
    const mails = await to(patient.email);
    const cancelMail = mails.find((m) => m.subject.startsWith('Consultation cancelled'))!;
    const cancelIcs = parseIcs(await invitationOf(cancelMail));
    expect(cancelIcs.method).toBe('CANCEL');
    expect(cancelIcs.event.sequence).toBe(2);
    expect(mails.filter((m) => /Tomorrow|In an hour/.test(m.subject))).toEqual([]);
    const reminders = (await rowsOf(id)).filter((r) => r.kind.startsWith('consultationReminder'));
    expect(reminders.map((r) => r.status)).toEqual(reminders.map(() => 'skipped'));
  });

  it('sends a due reminder when the clock reaches it', async () => {
    const patient = await registered('Kiran');
    const slot = slots.slice(7).find((free) => Date.parse(free.startsAt) > Date.now() + 25 * HOUR_MS)!;
    await booked(patient, slot);
    await deliverAt(Date.now());
    const due = await deliverAt(Date.parse(slot.startsAt) - 24 * HOUR_MS + 1);
    expect(due).toContain('sent');
    expect((await to(patient.email)).map((m) => m.subject)).toContain(
      'Tomorrow: your consultation with Dr. Meera Iyer',
    );
    expect(await deliverAt(Date.parse(slot.startsAt) - HOUR_MS + 1)).toContain('sent');
    expect((await to(patient.email)).map((m) => m.subject)).toContain(
      'In an hour: your consultation with Dr. Meera Iyer',
    );
  });
});

describe("a consultation's refund", () => {
  it('tells the patient it started with its amount, and once the gateway made it that it is processed, each once', async () => {
    const patient = await registered('Sita');
    const id = await booked(patient, slots.at(-1)!);
    const cancelled = await call('POST', `/consultations/${id}/cancel`, patient, { userId: patient.uid });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAt(Date.now());
    const [refund] = await database().db.select().from(refunds).where(eq(refunds.subjectId, id));
    const amount = formatRupees(paiseToRupees(refund!.amountPaise));
    const started = (await to(patient.email)).find((m) => m.subject.startsWith('Refund started'))!;
    expect(started.subject).toBe('Refund started: consultation with Dr. Meera Iyer');
    expect(started.text).toContain(`We have started a refund of ${amount} to your payment method.`);
    expect(started.text).toContain('View your consultations: https://ojas.test/dashboard/consultations');

    await refundsSettled(app(), gateway() as SandboxGateway);
    await deliverAt(Date.now());
    await deliverAt(Date.now());
    const subjects = (await to(patient.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Refund started'))).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Refund processed: consultation with Dr. Meera Iyer')).toHaveLength(1);
  });
});

describe("a doctor application's decision, to its applicant", () => {
  async function application(name: string) {
    const account = await registered(name);
    const filed = await call('POST', `/users/${account.uid}/doctor-application`, account);
    expect(filed.statusCode, filed.body).toBe(201);
    return { account, id: filed.json().data._id as string };
  }

  it('verified: the email sends the new doctor to their desk; rejected: it tells the reason; each once', async () => {
    const operator = await operatorAccount(database().db, 'Deciding Operator');
    const accepted = await application('Dr. Kavya Menon');
    const declined = await application('Dr. Arjun Pillai');
    const decide = (id: string, decision: string, payload?: object) =>
      opsCall(app(), operator, 'POST', `/ops/doctor-applications/${id}/${decision}`, payload);
    expect((await decide(accepted.id, 'verify')).statusCode).toBe(200);
    expect(
      (await decide(declined.id, 'reject', { reason: 'The registration number <b>did not</b> match' })).statusCode,
    ).toBe(200);
    await deliverAt(Date.now());
    await deliverAt(Date.now());
    const [welcome, ...noMore] = await to(accepted.account.email);
    expect(noMore).toEqual([]);
    expect(welcome!.subject).toBe('Your Ojas doctor profile is verified');
    expect(welcome!.text).toContain('Dr. Kavya Menon, your doctor application is verified');
    expect(welcome!.text).toContain('Open your desk: https://ojas.test/dashboard/desk');
    const [refusal, ...none] = await to(declined.account.email);
    expect(none).toEqual([]);
    expect(refusal!.subject).toBe('Your Ojas doctor application');
    expect(refusal!.text).toContain('Reason: The registration number <b>did not</b> match');
    expect(refusal!.html).toContain('&lt;b&gt;did not&lt;/b&gt;');
    expect(refusal!.text).toContain('View your profile: https://ojas.test/dashboard');
  });
});

describe("a store order's messages to its shopper", () => {
  async function paidOrder(shopper: TestAccount, index: number) {
    const itemId = await stockedItem(database().db, { stock: 20, sellingPaise: 45_000, index });
    await fillCart(database().db, shopper.uid, [{ itemId, quantity: 2 }]);
    const order = await placed(app(), shopper);
    expect((await sandboxDecide(app(), gateway() as SandboxGateway, order, 'paid')).kind).toBe('paid');
    return order._id;
  }
  const subjects = async (address: string) => (await to(address)).map((m) => m.subject);

  it('placed and paid with the tax invoice attached, then packed, shipped (carrier and tracking) and delivered, each once', async () => {
    const shopper = await registered('Lata');
    const id = await paidOrder(shopper, 60);
    const number = orderNumber(id);
    await deliverAt(Date.now());
    const placedMail = (await to(shopper.email)).find((m) => m.subject === `Order placed: ${number}`)!;
    expect(placedMail.text).toContain('Lata, we have your order');
    expect(placedMail.text).toContain('₹900');
    expect(placedMail.text).toContain(`https://ojas.test/dashboard/orders/${id}`);
    const invoice = Buffer.from(await (await attachmentOf(placedMail, (name) => name.endsWith('.pdf'))).arrayBuffer());
    expect(invoice.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(invoice).join(' ')).toContain(`Order ${number}`);

    const operator = await operatorAccount(database().db, 'Dispatch Operator');
    const move = (payload: object) => opsCall(app(), operator, 'POST', `/ops/orders/${id}/transition`, payload);
    expect((await move({ event: 'pack' })).statusCode).toBe(200);
    await deliverAt(Date.now());
    expect(await subjects(shopper.email)).toContain(`Order packed: ${number}`);
    const shipped = await move({ event: 'ship', carrier: 'Delhivery', trackingNumber: 'DL-987654321' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await deliverAt(Date.now());
    const shippedMail = (await to(shopper.email)).find((m) => m.subject === `Order shipped: ${number}`)!;
    expect(shippedMail.text).toContain('Carrier: Delhivery');
    expect(shippedMail.text).toContain('Tracking number: DL-987654321');
    expect(shippedMail.attachments ?? []).toEqual([]);
    expect((await move({ event: 'deliver' })).statusCode).toBe(200);
    await deliverAt(Date.now());
    expect((await subjects(shopper.email)).sort()).toEqual(
      [
        `Order delivered: ${number}`,
        `Order packed: ${number}`,
        `Order placed: ${number}`,
        `Order shipped: ${number}`,
      ].sort(),
    );
  });

  it('cancelled after payment: told once, then the refund started and processed with its amount and when the bank credits it', async () => {
    const shopper = await registered('Nila');
    const id = await paidOrder(shopper, 61);
    const number = orderNumber(id);
    const cancelled = await call('POST', `/store/order/${id}/cancel`, shopper, { userId: shopper.uid });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAt(Date.now());
    const mail = (await to(shopper.email)).find((m) => m.subject === `Order cancelled: ${number}`)!;
    expect(mail.text).toContain('being refunded to your payment method');
    const started = (await to(shopper.email)).find((m) => m.subject === `Refund started: ${number}`)!;
    expect(started.text).toContain('a refund of ₹900');
    // The credit note issued with the refund goes with both, as the order page offers it.
    const [note] = await database().db.select().from(creditNotes).where(eq(creditNotes.orderId, id));
    for (const told of [mail, started]) {
      expect(told.text).toContain('The GST credit note for this is attached.');
      const pdf = Buffer.from(await (await attachmentOf(told, (name) => name.includes('credit-note'))).arrayBuffer());
      expect(pdfText(pdf).join(' ')).toContain(note!.number);
    }
    // Composed from the refund as it is when sent: under way, or already processed by the sandbox.
    expect(started.text.includes(REFUND_MESSAGES.bankTime) || started.text.includes('Your bank credits it by')).toBe(
      true,
    );

    await refundsSettled(app(), gateway() as SandboxGateway);
    const [refund] = await database().db.select().from(refunds).where(eq(refunds.subjectId, id));
    expect(refund!.status).toBe('processed');
    await deliverAt(Date.now());
    const processed = (await to(shopper.email)).find((m) => m.subject === `Refund processed: ${number}`)!;
    expect(processed.text).toContain('Your refund of ₹900 is processed.');
    const creditDate = formatDate(afterWorkingDays(refund!.processedAt!, REFUND_BANK_WORKING_DAYS.most));
    expect(processed.text).toContain(REFUND_MESSAGES.creditedBy(creditDate));
    expect((await subjects(shopper.email)).filter((s) => s.startsWith('Order cancelled'))).toHaveLength(1);
    expect((await subjects(shopper.email)).filter((s) => s.startsWith('Refund processed'))).toHaveLength(1);
  });

  it("titles the centre's copy of a placed order as its email, without rendering the invoice again", async () => {
    const shopper = await registered('Asha Rao');
    const id = await paidOrder(shopper, 65);
    const placedRows = (await rowsOf(id)).filter((row) => row.kind === 'orderPlaced');
    const email = placedRows.find((row) => row.channel === 'email')!;
    const centreCopy = placedRows.find((row) => row.channel === 'app')!;
    const channels = channelsOf(mailer);
    const renders = vi.mocked(pdfBytes);
    renders.mockClear();
    const title = (await channels.app.prepare(database().db, centreCopy))!.title;
    expect(renders).not.toHaveBeenCalled();
    // The email of the same message does render it: the count sees a render.
    const emailSubject = (await channels.email.prepare(database().db, email))!.title;
    expect(renders).toHaveBeenCalledTimes(1);
    expect(title).toBe(emailSubject);
    expect(title).toBe(`Order placed: ${orderNumber(id)}`);
  });

  it('a failed payment, each time, with the link to pay again on the order page', async () => {
    const shopper = await registered('Gita');
    const itemId = await stockedItem(database().db, { stock: 20, index: 64 });
    await fillCart(database().db, shopper.uid, [{ itemId, quantity: 1 }]);
    const order = await placed(app(), shopper);
    expect((await sandboxDecide(app(), gateway() as SandboxGateway, order, 'failed')).kind).not.toBe('paid');
    await deliverAt(Date.now());
    const failedSubject = `Payment not completed: ${orderNumber(order._id)}`;
    const [mail] = (await to(shopper.email)).filter((m) => m.subject === failedSubject);
    expect(mail!.text).toContain(`Pay again: https://ojas.test/dashboard/orders/${order._id}`);
    const retried = await call('POST', `/store/order/${order._id}/retry`, shopper, { userId: shopper.uid });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await sandboxDecide(app(), gateway() as SandboxGateway, order, 'failed')).kind).not.toBe('paid');
    await deliverAt(Date.now());
    expect((await subjects(shopper.email)).filter((s) => s === failedSubject)).toHaveLength(2);
  });

  it('writes no email for a shopper with no email address (only their notification centre hears), nor any message for an unpaid order that ends', async () => {
    const noAddress = await createAccount('No Address');
    expect((await rowsOf(await paidOrder(noAddress, 62))).map((row) => row.channel)).toEqual(['app']);

    const shopper = await registered('Uma');
    const itemId = await stockedItem(database().db, { stock: 20, index: 63 });
    await fillCart(database().db, shopper.uid, [{ itemId, quantity: 1 }]);
    const unpaid = await placed(app(), shopper);
    const cancelled = await call('POST', `/store/order/${unpaid._id}/cancel`, shopper, { userId: shopper.uid });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await rowsOf(unpaid._id)).toEqual([]);
  });
});

describe('a sender that dies between sending and marking sent', () => {
  it('leaves the message to the next claim, which finds it in the inbox and sends it once', async () => {
    const patient = await registered('Meena');
    const id = await booked(patient, slots[4]!);
    dyingOnce = true;
    const [row] = (await claimDueNotifications(database().db, Date.now(), 100)).filter(
      (r) => r.subjectId === id && r.recipientUid === patient.uid && r.channel === 'email',
    );
    await deliverNotification(database().db, channelsOf(mailer), row!);
    const [afterCrash] = await database().db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(afterCrash!.status).toBe('pending');
    expect(afterCrash!.attempts).toBe(1);
    // The retry falls due; the inbox already holds the message, so it is marked sent, not resent.
    await deliverAt(afterCrash!.nextAttemptAt.getTime() + 1);
    const [settled] = await database().db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(settled!.status).toBe('sent');
    expect((await to(patient.email)).filter((m) => m.subject.startsWith('Consultation confirmed'))).toHaveLength(1);
  });
});

describe('a mail server that refuses a message or does not answer', () => {
  /** An SMTP server that bounces every recipient (550), as for an address that does not exist. */
  const bouncing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (_address, _session, callback) =>
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
  });
  let bouncingPort: number;
  beforeAll(async () => {
    bouncingPort = await freePort();
    await new Promise<void>((resolve) => bouncing.listen(bouncingPort, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => bouncing.close(() => resolve())));

  async function bookedNotice(name: string, slot: Slot) {
    const patient = await registered(name);
    const id = await booked(patient, slot);
    const [row] = (await claimDueNotifications(database().db, Date.now(), 100)).filter(
      (r) => r.subjectId === id && r.recipientUid === patient.uid && r.channel === 'email',
    );
    return row!;
  }
  const stored = async (id: string) =>
    (await database().db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  it('marks a bounced message failed at once and never claims it again', async () => {
    const row = await bookedNotice('Bina', slots[5]!);
    const bouncer = smtpMailer({ ...settings, smtpUrl: `smtp://127.0.0.1:${bouncingPort}`, inboxUrl: null });
    expect(await deliverNotification(database().db, channelsOf(bouncer), row)).toBe('failed');
    const failed = await stored(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550/);
    const muchLater = Date.now() + 30 * 24 * HOUR_MS;
    expect((await claimDueNotifications(database().db, muchLater, 1000)).map((r) => r.id)).not.toContain(row.id);
  });

  it('retries a message the mail server could not take with backoff, and gives up after the last attempt', async () => {
    const row = await bookedNotice('Chitra', slots[6]!);
    const down = smtpMailer({ ...settings, smtpUrl: `smtp://127.0.0.1:${await freePort()}`, inboxUrl: null });
    const before = Date.now();
    expect(await deliverNotification(database().db, channelsOf(down), row)).toBe('retry');
    const waiting = await stored(row.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + NOTIFICATION_RETRY.firstDelayMs);
    await database()
      .db.update(notifications)
      .set({ attempts: NOTIFICATION_MAX_ATTEMPTS - 1 })
      .where(eq(notifications.id, row.id));
    expect(await deliverNotification(database().db, channelsOf(down), await stored(row.id))).toBe('retry');
    expect(await stored(row.id)).toMatchObject({ status: 'failed', attempts: NOTIFICATION_MAX_ATTEMPTS });
  });
});

// Last: it reads every message the tests above delivered.
describe("the notification centre's copy of a message", () => {
  it("is titled by its email's subject, for every kind of message", async () => {
    const sent = await database().db.select().from(notifications).where(eq(notifications.status, 'sent'));
    const centreTitles = new Map(sent.filter((row) => row.channel === 'app').map((row) => [row.id, row.title]));
    // A message's centre copy has its email's key with `.app` after it (notificationKey).
    const paired = sent.filter((row) => row.channel === 'email' && centreTitles.has(`${row.id}.app`));
    for (const email of paired) expect(centreTitles.get(`${email.id}.app`), email.id).toBe(email.title);
    expect(new Set(paired.map((row) => row.kind))).toEqual(new Set(NOTIFICATION_KINDS));
  });
});
