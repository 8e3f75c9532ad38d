// The sandbox's webhooks as rows: written with the payment or refund they announce (none when the
// payment is refused), due after the configured delay, signed and sent with the same event id on
// every attempt, retried with backoff on a 5xx or no answer, given up after the last attempt,
// refused for good on a 4xx, and carried by one of two replicas' workers at a time.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doublingDelayMs } from '@domain/backoff';
import { ConfigError, loadConfig, SANDBOX_KEYS } from '../../server/config';
import type { Database } from '../../server/db/client';
import { sandboxWebhooks } from '../../server/db/schema';
import { GatewayOrderPaidError, SandboxGateway } from '../../server/payments/sandbox';
import {
  claimDueSandboxWebhooks,
  deliverSandboxWebhook,
  SANDBOX_WEBHOOK_MAX_ATTEMPTS,
  SANDBOX_WEBHOOK_RETRY,
  startSandboxWebhookWorker,
  type WebhookPost,
} from '../../server/payments/sandboxWebhooks';
import { isWebhookSignatureValid } from '../../server/payments/signature';
import { createTestDatabase } from './testDatabase';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const HOUR_MS = 3_600_000;

/** A gateway order of ₹500 paid (or declined) in a sandbox that delays its webhooks by `delayMs`. */
async function payment(outcome: 'paid' | 'failed', delayMs = 0) {
  const sandbox = new SandboxGateway(SANDBOX_KEYS, db(), delayMs);
  const order = await sandbox.createOrder({ amountPaise: 50_000, receipt: 'webhook-test' });
  const made = outcome === 'paid' ? await sandbox.pay(order.id) : await sandbox.fail(order.id);
  return { sandbox, order, payment: made.payment };
}

/** The webhook rows about `paymentId`, oldest first. */
async function webhooksOf(paymentId: string) {
  const rows = await db().select().from(sandboxWebhooks).orderBy(sandboxWebhooks.createdAt);
  return rows.filter((row) => row.body.includes(`"${paymentId}"`));
}

/** A shop that answers each delivery with the next of `statuses` (the last one from then on), recording what it got. */
function shop(...statuses: number[]) {
  const received: { eventId: string; signed: boolean; body: string }[] = [];
  const post: WebhookPost = async ({ headers, body }) => {
    received.push({
      eventId: headers['x-razorpay-event-id']!,
      signed: isWebhookSignatureValid(SANDBOX_KEYS.webhookSecret, Buffer.from(body), headers['x-razorpay-signature']!),
      body,
    });
    return statuses[Math.min(received.length - 1, statuses.length - 1)]!;
  };
  return { post, received };
}

/** Claims `row` (due by `now`) and delivers it through `post`. */
async function deliverAt(now: number, id: string, post: WebhookPost) {
  const claimed = (await claimDueSandboxWebhooks(db(), now, 100)).filter((row) => row.id === id);
  expect(claimed).toHaveLength(1);
  return deliverSandboxWebhook(db(), post, SANDBOX_KEYS.webhookSecret, claimed[0]!);
}

const rowOf = async (id: string) => (await db().select().from(sandboxWebhooks).where(eq(sandboxWebhooks.id, id)))[0]!;

describe("the sandbox's webhooks", () => {
  it('are written with the payment: payment.captured and order.paid, or payment.failed, pending and due at once', async () => {
    const before = Date.now();
    const paid = await payment('paid');
    const paidRows = await webhooksOf(paid.payment.id);
    expect(paidRows.map((row) => row.event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const row of paidRows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.id).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(JSON.parse(row.body)).toMatchObject({ entity: 'event', event: row.event });
    }
    const failed = await payment('failed');
    expect((await webhooksOf(failed.payment.id)).map((row) => row.event)).toEqual(['payment.failed']);
  });

  it('are not written for a payment the sandbox refuses (a second Pay of a paid order)', async () => {
    const { sandbox, order } = await payment('paid');
    const count = async () => (await db().select({ id: sandboxWebhooks.id }).from(sandboxWebhooks)).length;
    const before = await count();
    await expect(sandbox.pay(order.id)).rejects.toBeInstanceOf(GatewayOrderPaidError);
    expect(await count()).toBe(before);
  });

  it('announce a refund with refund.processed, written with the refund', async () => {
    const { sandbox, payment: paid } = await payment('paid');
    const refund = await sandbox.refund({ paymentId: paid.id, amountPaise: 20_000, refundId: 'ref_webhook_test' });
    const rows = (await webhooksOf(paid.id)).filter((row) => row.event === 'refund.processed');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.body)).toMatchObject({
      payload: { refund: { entity: { id: refund.id, amount: 20_000, notes: { refund_id: 'ref_webhook_test' } } } },
    });
  });

  it('fall due after SANDBOX_WEBHOOK_DELAY_MS, and refuse a delay that is not whole milliseconds', async () => {
    const { payment: paid } = await payment('paid', 60_000);
    const [row] = await webhooksOf(paid.id);
    const claimedNow = await claimDueSandboxWebhooks(db(), Date.now(), 100);
    expect(claimedNow.map((claimed) => claimed.id)).not.toContain(row!.id);
    expect(loadConfig({ SANDBOX_WEBHOOK_DELAY_MS: '2000' }, process.cwd()).sandboxWebhookDelayMs).toBe(2000);
    expect(loadConfig({}, process.cwd()).sandboxWebhookDelayMs).toBe(0);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_DELAY_MS: '2s' }, process.cwd())).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_DELAY_MS: '-1' }, process.cwd())).toThrow(/whole number of milliseconds/);
  });

  it('are retried with backoff after a 5xx or no answer, with the same signed event id, until delivered', async () => {
    const { payment: paid } = await payment('paid');
    const [row] = await webhooksOf(paid.id);
    const id = row!.id;
    const { post, received } = shop(503, 200);
    const first = Date.now() + HOUR_MS;
    expect(await deliverAt(first, id, post)).toBe('pending');
    const retried = await rowOf(id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the shop answered 503' });
    // Due again after the first backoff from the attempt, not before.
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      first - HOUR_MS + SANDBOX_WEBHOOK_RETRY.firstDelayMs,
    );
    const unanswered: WebhookPost = () => Promise.reject(new Error('connection reset'));
    expect(await deliverAt(first + 2 * HOUR_MS, id, unanswered)).toBe('pending');
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'connection reset' });
    expect(await deliverAt(first + 4 * HOUR_MS, id, post)).toBe('delivered');
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(received.map((got) => got.eventId)).toEqual([id, id]);
    expect(received.every((got) => got.signed && got.body === row!.body)).toBe(true);
  });

  it(`are given up after ${SANDBOX_WEBHOOK_MAX_ATTEMPTS} failed deliveries, and refused for good on a 4xx`, async () => {
    const { payment: paid } = await payment('paid');
    const [down, refused] = await webhooksOf(paid.id);
    // Claims lease every due row, so the refused one goes first.
    expect(await deliverAt(Date.now(), refused!.id, shop(400).post)).toBe('failed');
    expect(await rowOf(refused!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the shop refused it (400)',
    });
    const { post } = shop(500);
    let now = Date.now() + HOUR_MS;
    for (let attempt = 1; attempt <= SANDBOX_WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverAt(now, down!.id, post)).toBe(attempt < SANDBOX_WEBHOOK_MAX_ATTEMPTS ? 'pending' : 'failed');
      now += doublingDelayMs(attempt, SANDBOX_WEBHOOK_RETRY) + HOUR_MS;
    }
    expect(await rowOf(down!.id)).toMatchObject({ status: 'failed', attempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS });
    const later = await claimDueSandboxWebhooks(db(), now + 24 * HOUR_MS, 100);
    expect(later.map((row) => row.id)).not.toContain(down!.id);
  });

  it('are each delivered once by two replicas’ workers kicked together', async () => {
    const payments = await Promise.all(Array.from({ length: 6 }, () => payment('paid')));
    const ids = (await Promise.all(payments.map(({ payment: paid }) => webhooksOf(paid.id))))
      .flat()
      .map((row) => row.id);
    expect(ids).toHaveLength(12);
    const deliveries: string[] = [];
    const post: WebhookPost = async ({ headers }) => {
      deliveries.push(headers['x-razorpay-event-id']!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 200;
    };
    const errors: unknown[] = [];
    const workers = Array.from({ length: 2 }, () =>
      startSandboxWebhookWorker({
        db: db(),
        post,
        webhookSecret: SANDBOX_KEYS.webhookSecret,
        pollMs: HOUR_MS,
        onError: (error) => errors.push(error),
      }),
    );
    for (const worker of workers) worker.kick();
    await Promise.all(workers.map((worker) => worker.settled()));
    for (const worker of workers) worker.stop();
    expect(errors).toEqual([]);
    const ours = deliveries.filter((id) => ids.includes(id));
    expect(ours.sort()).toEqual([...ids].sort());
    const rows = await db()
      .select({ status: sandboxWebhooks.status })
      .from(sandboxWebhooks)
      .where(and(inArray(sandboxWebhooks.id, ids), eq(sandboxWebhooks.status, 'delivered')));
    expect(rows).toHaveLength(12);
  });
});
