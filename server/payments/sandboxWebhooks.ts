// The sandbox's webhooks, delivered the way Razorpay delivers them. Each is a row written in the
// transaction of the payment or refund it announces (`queueSandboxWebhook`); a worker in every
// replica carries due rows to the shop's webhook route, claimed and leased (db/leasedWork.ts), so
// one replica at a time delivers a row, and a replica that dies before delivering leaves it to
// the others. The shop's 2xx marks it delivered; a 4xx is the shop's refusal for good (a forged
// or malformed event); no answer or a 5xx is retried with backoff, as Razorpay redelivers, until
// SANDBOX_WEBHOOK_MAX_ATTEMPTS. Every attempt carries the same event id: the shop handles it once.
import { and, eq } from 'drizzle-orm';
import { doublingDelayMs, type Backoff } from '@domain/backoff';
import type { Db, Queryable } from '../db/client';
import { claimLeased, startLeasedWorker, withTimeout, type LeasedWorker, type WorkerPace } from '../db/leasedWork';
import { sandboxWebhooks } from '../db/schema';
import { gatewayId } from './ids';
import { webhookSignature } from './signature';
import { WEBHOOK_HEADERS } from './webhookEvents';

export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;

/** Sends one signed webhook to the shop and gives back the status it answered. */
export type WebhookPost = (delivery: { headers: Record<string, string>; body: string }) => Promise<number>;

/** The wait after a failed delivery: 1 s, doubling to a minute. */
export const SANDBOX_WEBHOOK_RETRY: Backoff = { firstDelayMs: 1_000, maxDelayMs: 60_000 };
/** After this many failed deliveries a webhook is marked failed and sent no more (about four minutes in all). */
export const SANDBOX_WEBHOOK_MAX_ATTEMPTS = 8;
/** How long the shop has to answer a delivery, as with Razorpay. */
const DELIVERY_TIMEOUT_MS = 5_000;
/** Deliveries claimed per pass. */
const CLAIM_BATCH = 10;
/** A claimed delivery is not claimed again for this long: longer than every delivery of the claim. */
const CLAIM_LEASE_MS = CLAIM_BATCH * DELIVERY_TIMEOUT_MS + 30_000;

/** Writes a webhook for `event`, due `delayMs` from `now`, in the caller's transaction. */
export async function queueSandboxWebhook(
  tx: Queryable,
  { event, body }: { event: string; body: Record<string, unknown> },
  { now, delayMs }: { now: number; delayMs: number },
): Promise<void> {
  await tx.insert(sandboxWebhooks).values({
    id: gatewayId('evt'),
    event,
    body: JSON.stringify(body),
    nextAttemptAt: new Date(now + delayMs),
  });
}

export function claimDueSandboxWebhooks(db: Db, now: number, limit = CLAIM_BATCH): Promise<SandboxWebhookRow[]> {
  return claimLeased(db, sandboxWebhooks, { now, limit, leaseMs: CLAIM_LEASE_MS });
}

type WebhookStatus = SandboxWebhookRow['status'];
type Outcome = { status: 'delivered' } | { status: 'failed'; error: string } | { status: 'retry'; error: string };

/** Records how an attempt ended; gives back the webhook's status after it. */
async function settle(db: Db, row: SandboxWebhookRow, outcome: Outcome, now: number): Promise<WebhookStatus> {
  const attempts = row.attempts + 1;
  const giveUp = outcome.status === 'retry' && attempts >= SANDBOX_WEBHOOK_MAX_ATTEMPTS;
  const status =
    outcome.status === 'delivered' ? 'delivered' : outcome.status === 'failed' || giveUp ? 'failed' : 'pending';
  await db
    .update(sandboxWebhooks)
    .set(
      outcome.status === 'delivered'
        ? { status, attempts, deliveredAt: new Date(now), lastError: null }
        : status === 'failed'
          ? { status, attempts, lastError: outcome.error }
          : {
              attempts,
              lastError: outcome.error,
              nextAttemptAt: new Date(now + doublingDelayMs(attempts, SANDBOX_WEBHOOK_RETRY)),
            },
    )
    .where(and(eq(sandboxWebhooks.id, row.id), eq(sandboxWebhooks.status, 'pending')));
  return status;
}

/** One claimed webhook: signed, posted, and settled by the shop's answer ('pending': to be retried). */
export async function deliverSandboxWebhook(
  db: Db,
  post: WebhookPost,
  webhookSecret: string,
  row: SandboxWebhookRow,
): Promise<WebhookStatus> {
  const headers = {
    'content-type': 'application/json',
    [WEBHOOK_HEADERS.signature]: webhookSignature(webhookSecret, row.body),
    [WEBHOOK_HEADERS.eventId]: row.id,
  };
  let outcome: Outcome;
  try {
    const status = await withTimeout(post({ headers, body: row.body }), DELIVERY_TIMEOUT_MS, 'the shop');
    outcome =
      status < 300
        ? { status: 'delivered' }
        : status < 500
          ? { status: 'failed', error: `the shop refused it (${status})` }
          : { status: 'retry', error: `the shop answered ${status}` };
  } catch (error) {
    outcome = { status: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  return settle(db, row, outcome, Date.now());
}

/** Delivers due webhooks every `pollMs` and whenever kicked. */
export function startSandboxWebhookWorker({
  db,
  post,
  webhookSecret,
  ...pace
}: {
  db: Db;
  post: WebhookPost;
  webhookSecret: string;
} & WorkerPace): LeasedWorker {
  return startLeasedWorker({
    claim: (now) => claimDueSandboxWebhooks(db, now),
    carry: (row) => deliverSandboxWebhook(db, post, webhookSecret, row),
    batch: CLAIM_BATCH,
    ...pace,
  });
}
