// The notification centre over the outbox on the real server: a shopper's order messages reach
// their centre (with or without an email address) once the worker delivers them, newest first and
// paged, with the unread count; marking read changes only the caller's own messages; another
// user, no token and bad input are refused, and a reminder that falls due for a cancelled
// consultation never shows.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '@domain/contract/notifications';
import { orderNumber } from '@domain/order';
import type { Mailer } from '../../server/channels/email';
import { SandboxSmsProvider } from '../../server/channels/smsSandbox';
import { loadSmsSettings } from '../../server/config';
import { notifications } from '../../server/db/schema';
import { deliveryChannels } from '../../server/services/notifications/channels';
import { claimDueNotifications, deliverNotification } from '../../server/services/notifications/worker';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { opsCall, operatorAccount } from './opsFixtures';
import { bearer, sandboxDecide, stockedItem, useOrderApp } from './orderFixtures';

const { app, db, sandbox, orderFor } = useOrderApp();
const sentEmails: string[] = [];
const mailer: Mailer = {
  domain: 'ojas.test',
  async send(email) {
    sentEmails.push(email.to);
  },
  alreadySent: async () => null,
};
const settings = {
  meetingBaseUrl: 'https://meet.example.org',
  siteOrigin: 'https://ojas.test',
  organizer: { name: 'Ojas', email: 'care@ojas.test' },
};

const channels = () =>
  deliveryChannels({ mailer, smsProvider: new SandboxSmsProvider(db()), sms: loadSmsSettings({}), settings });

async function deliverDue(now = Date.now()) {
  for (const row of await claimDueNotifications(db(), now, 100)) await deliverNotification(db(), channels(), row);
}

const centre = (account: TestAccount, query = '', uid = account.uid) =>
  app().inject({ url: `/api/users/${uid}/notifications${query}`, headers: bearer(account) });
const markRead = (account: TestAccount, ids: unknown, uid = account.uid) =>
  app().inject({
    method: 'POST',
    url: `/api/users/${uid}/notifications/read`,
    headers: bearer(account),
    payload: { ids },
  });
const pageOf = async (account: TestAccount, query = '') =>
  (await centre(account, query)).json().data as NotificationPage;

async function paidOrder(shopper: TestAccount, index: number) {
  const itemId = await stockedItem(db(), { stock: 20, sellingPaise: 30_000, index });
  const order = await orderFor(shopper, [{ itemId, quantity: 1 }]);
  expect((await sandboxDecide(app(), sandbox(), order, 'paid')).kind).toBe('paid');
  return order._id;
}

describe('the notification centre', () => {
  it("lists a shopper's messages once delivered, newest first, with the unread count, even with no email address", async () => {
    const shopper = await createAccount('Centre Shopper');
    const id = await paidOrder(shopper, 80);
    expect((await pageOf(shopper)).items).toEqual([]);
    await deliverDue();
    expect(sentEmails).toEqual([]);
    const placedPage = await pageOf(shopper);
    expect(placedPage).toMatchObject({ unread: 1, total: 1, start: 0, limit: 20 });
    expect(placedPage.items[0]).toMatchObject({
      kind: 'orderPlaced',
      title: `Order placed: ${orderNumber(id)}`,
      link: `/dashboard/orders/${id}`,
      read: false,
    });

    const operator = await operatorAccount(db(), 'Centre Operator');
    expect((await opsCall(app(), operator, 'POST', `/ops/orders/${id}/transition`, { event: 'pack' })).statusCode).toBe(
      200,
    );
    await deliverDue(Date.now() + 1_000);
    const both = await pageOf(shopper);
    expect(both.items.map((item) => item.title)).toEqual([
      `Order packed: ${orderNumber(id)}`,
      `Order placed: ${orderNumber(id)}`,
    ]);
    expect(both.unread).toBe(2);
    const second = await pageOf(shopper, '?start=1&limit=1');
    expect(second).toMatchObject({ total: 2, unread: 2, start: 1, limit: 1 });
    expect(second.items.map((item) => item.kind)).toEqual(['orderPlaced']);
  });

  it("marks read only the caller's own messages, and refuses another user, no token and bad input", async () => {
    const shopper = await createAccount('Reading Shopper');
    const other = await createAccount('Other Shopper');
    await paidOrder(shopper, 81);
    await paidOrder(other, 82);
    await deliverDue();
    const [mine] = (await pageOf(shopper)).items;
    const [theirs] = (await pageOf(other)).items;

    // Another user's id in the caller's own call changes nothing of theirs.
    const read = await markRead(shopper, [mine!._id, theirs!._id, 'no-such-message']);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ unread: 0 });
    expect((await pageOf(shopper)).items[0]!.read).toBe(true);
    expect(await pageOf(other)).toMatchObject({ unread: 1, items: [{ read: false }] });
    // Marking again changes nothing and says so.
    expect((await markRead(shopper, [mine!._id])).json().data).toEqual({ unread: 0 });

    expect((await centre(shopper, '', other.uid)).statusCode).toBe(403);
    expect((await markRead(shopper, [theirs!._id], other.uid)).statusCode).toBe(403);
    expect((await app().inject({ url: `/api/users/${shopper.uid}/notifications` })).statusCode).toBe(401);
    for (const bad of [[], 'all', [42], Array.from({ length: 101 }, (_, n) => `id-${n}`)])
      expect((await markRead(shopper, bad)).statusCode).toBe(400);
    for (const query of ['?limit=0', '?limit=101', '?start=-1', '?start=x'])
      expect((await centre(shopper, query)).statusCode).toBe(400);
    expect(await pageOf(other)).toMatchObject({ unread: 1 });
  });

  it('never shows a message the worker skipped, such as a reminder whose consultation ended', async () => {
    const shopper = await createAccount('Skipped Reminder');
    await db()
      .insert(notifications)
      .values({
        id: `consultationReminder1h.patient.gone.1.app`,
        kind: 'consultationReminder1h',
        channel: 'app',
        recipientUid: shopper.uid,
        address: shopper.uid,
        subjectId: 'no-such-consultation',
        data: { startsAt: 1 },
        nextAttemptAt: new Date(),
      });
    await deliverDue();
    const [row] = await db().select().from(notifications).where(eq(notifications.recipientUid, shopper.uid));
    expect(row!.status).toBe('skipped');
    expect(await pageOf(shopper)).toMatchObject({ items: [], unread: 0, total: 0 });
  });
});
