// The refund worker: carries pending refunds to the gateway until each finishes. It runs in every
// server replica; a refund is claimed with FOR UPDATE SKIP LOCKED and leased (its next attempt
// moved past the longest gateway call), so two replicas never ask the gateway for the same refund
// at once, and a retry first asks the gateway whether an earlier call already made it. A call
// that fails for a reason that may pass is retried with backoff (`refundRetryDelayMs`); a refusal
// for good marks the refund failed. The gateway's answer and its `refund.processed` webhook both
// mark it processed; the refund lifecycle machine lets only the first of them change anything
// (and write the message that it is processed to the shopper or the patient).
import { eq } from 'drizzle-orm';
import { refundRetryDelayMs } from '@domain/refund';
import { nextRefundStatus, type RefundLifecycleEventType } from '@machines/refundLifecycle';
import type { Db } from '../../db/client';
import { claimLeased, startLeasedWorker, withTimeout, type LeasedWorker, type WorkerPace } from '../../db/leasedWork';
import { payments, refunds } from '../../db/schema';
import { GatewayRefusal, type GatewayRefund, type PaymentGateway, type RefundRequest } from '../../payments/gateway';
import type { RefundRow } from './records';
import { committedRefundPaise, queueRefundMessage } from './start';

/** Refunds claimed per pass. */
const CLAIM_BATCH = 10;
/** The longest a gateway call may take before it counts as failed. */
export const GATEWAY_CALL_TIMEOUT_MS = 30_000;
/** A claimed refund is not claimed again for this long: longer than any call of the claim. */
const CLAIM_LEASE_MS = CLAIM_BATCH * GATEWAY_CALL_TIMEOUT_MS + 60_000;
const THE_GATEWAY = 'the gateway';

/** Claims due pending refunds, leasing them to this worker. */
export function claimDueRefunds(db: Db, now: number, limit = CLAIM_BATCH): Promise<RefundRow[]> {
  return claimLeased(db, refunds, { now, limit, leaseMs: CLAIM_LEASE_MS });
}

type Settlement =
  | { event: 'gatewayProcessed'; gatewayRefundId: string }
  | { event: 'gatewayRefused'; error: string }
  | { event: 'attemptFailed'; error: string; attempts: number };

/**
 * Moves the refund on `event` when its lifecycle allows it (false otherwise: it had finished),
 * and when it is processed, marks its payment refunded once refunds cover all of it.
 */
export async function settleRefund(db: Db, refundId: string, settlement: Settlement, now = Date.now()) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!row) return false;
    const next = nextRefundStatus(row.status, settlement.event satisfies RefundLifecycleEventType);
    if (!next) return false;
    const at = new Date(now);
    if (settlement.event === 'attemptFailed') {
      await tx
        .update(refunds)
        .set({
          attempts: settlement.attempts,
          lastError: settlement.error,
          nextAttemptAt: new Date(now + refundRetryDelayMs(settlement.attempts)),
        })
        .where(eq(refunds.id, refundId));
      return true;
    }
    if (settlement.event === 'gatewayRefused') {
      await tx
        .update(refunds)
        .set({ status: next, attempts: row.attempts + 1, lastError: settlement.error })
        .where(eq(refunds.id, refundId));
      return true;
    }
    await tx
      .update(refunds)
      .set({ status: next, gatewayRefundId: settlement.gatewayRefundId, processedAt: at, lastError: null })
      .where(eq(refunds.id, refundId));
    await queueRefundMessage(tx, row, 'refundProcessed', now);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId)).for('update');
    if (payment && (await committedRefundPaise(tx, payment.id)) >= payment.amountPaise)
      await tx
        .update(payments)
        .set({ status: 'refunded', refundId: settlement.gatewayRefundId, updatedAt: at })
        .where(eq(payments.id, payment.id));
    return true;
  });
}

/** One gateway call for a claimed refund, and what it settles. */
export async function carryRefund(db: Db, gateway: PaymentGateway, row: RefundRow, now = Date.now()) {
  const request: RefundRequest = { paymentId: row.paymentId, amountPaise: row.amountPaise, refundId: row.id };
  const attempts = row.attempts + 1;
  let made: GatewayRefund;
  try {
    const earlier =
      row.attempts > 0 ? await withTimeout(gateway.findRefund(request), GATEWAY_CALL_TIMEOUT_MS, THE_GATEWAY) : null;
    made = earlier ?? (await withTimeout(gateway.refund(request), GATEWAY_CALL_TIMEOUT_MS, THE_GATEWAY));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return settleRefund(
      db,
      row.id,
      error instanceof GatewayRefusal
        ? { event: 'gatewayRefused', error: message }
        : { event: 'attemptFailed', error: message, attempts },
      now,
    );
  }
  await db.update(refunds).set({ attempts }).where(eq(refunds.id, row.id));
  return settleRefund(db, row.id, { event: 'gatewayProcessed', gatewayRefundId: made.id }, Date.now());
}

/** The gateway's `refund.processed` webhook: the refund named in its notes (or by its gateway id) is processed. */
export async function refundProcessedByGateway(
  db: Db,
  { ourRefundId, gatewayRefundId }: { ourRefundId: string | null; gatewayRefundId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(ourRefundId ? eq(refunds.id, ourRefundId) : eq(refunds.gatewayRefundId, gatewayRefundId));
  if (!row) return false;
  await settleRefund(db, row.id, { event: 'gatewayProcessed', gatewayRefundId });
  return true;
}

export type RefundWorker = LeasedWorker;

/** Runs a pass every `pollMs` and whenever kicked; passes never overlap within one server. */
export function startRefundWorker({
  db,
  gateway,
  ...pace
}: {
  db: Db;
  gateway: PaymentGateway;
} & WorkerPace): RefundWorker {
  return startLeasedWorker({
    claim: (now) => claimDueRefunds(db, now),
    carry: (row) => carryRefund(db, gateway, row),
    batch: CLAIM_BATCH,
    ...pace,
  });
}
