// The sandbox gateway built into the server: Razorpay's wire format without Razorpay. It keeps
// its orders, payments and refunds in the database (sandbox_* tables), so a payment made before
// a restart can be refunded after it, and decides a checkout the way Razorpay Checkout would: a
// signed success or an error object. Each payment is announced by its signed webhooks and each
// refund, answered at once, by `refund.processed`, as Razorpay does: written with the payment or
// refund and delivered by any replica (sandboxWebhooks.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentFailure, PaymentSuccess } from '@domain/payment';
import type { Db, Tx } from '../db/client';
import type { LeasedWorker } from '../db/leasedWork';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../db/schema';
import {
  GatewayRefusal,
  REFUND_ID_NOTE,
  type CreateGatewayOrder,
  type GatewayKeys,
  type GatewayOrder,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from './gateway';
import { gatewayId } from './ids';
import { queueSandboxWebhook, startSandboxWebhookWorker, type WebhookPost } from './sandboxWebhooks';
import { paymentSignature } from './signature';
import { buildRefundProcessedEvent, buildWebhookEvent, REFUND_PROCESSED, type HandledEvent } from './webhookEvents';

export interface SandboxOrder extends GatewayOrder {
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
}

export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'failed' | 'refunded';
  /** Paise refunded so far. */
  refunded: number;
  error: PaymentFailure | null;
}

export interface SandboxRefund extends GatewayRefund {
  paymentId: string;
  notes: Record<string, string>;
}

/** Razorpay's error object for a payment the bank declined (what Checkout hands to `payment.failed`). */
export function declinedPayment(orderId: string, paymentId: string): PaymentFailure {
  return {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your payment has been declined by the bank. Please try again or use another method.',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_declined',
    metadata: { order_id: orderId, payment_id: paymentId },
  };
}

export class UnknownGatewayOrderError extends Error {}

/** The gateway order was paid already: a second Pay or Fail on it is refused. */
export class GatewayOrderPaidError extends Error {}

/** The sandbox's refund call is down (see `failRefundsFor`): an error that passes. */
export class SandboxOutageError extends Error {}

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

const toOrder = (row: OrderRow): SandboxOrder => ({
  id: row.id,
  amount: row.amountPaise,
  currency: 'INR',
  receipt: row.receipt,
  notes: row.notes as Record<string, string>,
  status: row.status,
  attempts: row.attempts,
});
const toPayment = (row: PaymentRow): SandboxPayment => ({
  id: row.id,
  orderId: row.orderId,
  amount: row.amountPaise,
  status: row.status,
  refunded: row.refundedPaise,
  error: row.error as PaymentFailure | null,
});
const toRefund = (row: RefundRow): SandboxRefund => ({
  id: row.id,
  amountPaise: row.amountPaise,
  paymentId: row.paymentId,
  notes: row.notes as Record<string, string>,
});

/** A payment's webhook event in Razorpay's shape. */
function paymentEvent(event: HandledEvent, { order, payment }: { order: SandboxOrder; payment: SandboxPayment }) {
  return buildWebhookEvent(
    event,
    {
      paymentId: payment.id,
      gatewayOrderId: order.id,
      amountPaise: payment.amount,
      status: payment.status === 'failed' ? 'failed' : 'captured',
      error: payment.error,
    },
    { receipt: order.receipt, amountPaise: order.amount, attempts: order.attempts },
  );
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly keyId: string;
  /** Orders being written: createOrder runs inside the caller's transaction, which holds PGlite's one connection. */
  readonly #writes = new Set<Promise<unknown>>();
  #refundsDownUntil = 0;
  #webhooks: LeasedWorker | undefined;

  constructor(
    private readonly keys: GatewayKeys,
    private readonly db: Db,
    /** How long after a payment or refund its webhooks fall due (0: at once). */
    private readonly webhookDelayMs = 0,
  ) {
    this.keyId = keys.keyId;
  }

  /**
   * Records the order without waiting for the write, as a gateway's records are its own: the
   * caller's transaction may hold the embedded database's connection until it commits, and a
   * rolled-back order of ours leaves the gateway's order behind, as with Razorpay. Every read
   * waits for the writes under way, and the caller waits on `ordersRecorded` before it hands the
   * order out (another replica's reads cannot wait on this one's writes).
   */
  async createOrder({ amountPaise, receipt, notes = {} }: CreateGatewayOrder): Promise<GatewayOrder> {
    const id = gatewayId('order');
    const write = this.db
      .insert(sandboxOrders)
      .values({ id, amountPaise, receipt, notes, status: 'created' })
      .then(() => undefined);
    this.#writes.add(write);
    void write.finally(() => this.#writes.delete(write)).catch(() => undefined);
    return { id, amount: amountPaise, currency: 'INR' };
  }

  async ordersRecorded(): Promise<void> {
    while (this.#writes.size) await Promise.all([...this.#writes]);
  }

  /** Makes every refund call fail for `ms` (a gateway outage, to watch the refund worker retry). */
  failRefundsFor(ms: number): void {
    this.#refundsDownUntil = Date.now() + ms;
  }

  /**
   * Starts this replica's delivery of the sandbox's webhooks through `post` (the payment routes
   * post to the server's own webhook route); the caller stops it when the server closes.
   */
  deliverWebhooksThrough(
    post: WebhookPost,
    { pollMs, onError }: { pollMs: number; onError: (error: unknown) => void },
  ): LeasedWorker {
    this.#webhooks = startSandboxWebhookWorker({
      db: this.db,
      post,
      webhookSecret: this.keys.webhookSecret,
      pollMs,
      onError,
    });
    return this.#webhooks;
  }

  /** Resolves once this replica has tried every webhook due now (tests wait on it). */
  async webhooksDelivered(): Promise<void> {
    this.#webhooks?.kick();
    await this.#webhooks?.settled();
  }

  /** Writes a webhook in the transaction of the change it announces. */
  #queueWebhook(tx: Tx, event: string, body: Record<string, unknown>): Promise<void> {
    return queueSandboxWebhook(tx, { event, body }, { now: Date.now(), delayMs: this.webhookDelayMs });
  }

  async refund({ paymentId, amountPaise, refundId }: RefundRequest): Promise<GatewayRefund> {
    if (Date.now() < this.#refundsDownUntil) throw new SandboxOutageError('sandbox: refunds are down');
    await this.ordersRecorded();
    const made = await this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
      if (!payment || payment.status === 'failed') throw new GatewayRefusal(`${paymentId} is not a captured payment`);
      if (payment.refundedPaise + amountPaise > payment.amountPaise)
        throw new GatewayRefusal(`the refund is more than what is left of ${paymentId}`);
      const refunded = payment.refundedPaise + amountPaise;
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ refundedPaise: refunded, status: refunded === payment.amountPaise ? 'refunded' : 'captured' })
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({ id: gatewayId('rfnd'), paymentId, amountPaise, notes: { [REFUND_ID_NOTE]: refundId } })
        .returning();
      await this.#queueWebhook(
        tx,
        REFUND_PROCESSED,
        buildRefundProcessedEvent(toRefund(refund!), {
          id: updated!.id,
          orderId: updated!.orderId,
          amountPaise: updated!.amountPaise,
          refundedPaise: updated!.refundedPaise,
        }),
      );
      return refund!;
    });
    return { id: made.id, amountPaise };
  }

  async findRefund({ paymentId, refundId }: RefundRequest): Promise<GatewayRefund | null> {
    const [row] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(
        and(eq(sandboxRefunds.paymentId, paymentId), sql`${sandboxRefunds.notes} ->> ${REFUND_ID_NOTE} = ${refundId}`),
      );
    return row ? { id: row.id, amountPaise: row.amountPaise } : null;
  }

  /** The gateway order, or UnknownGatewayOrderError. */
  async order(orderId: string): Promise<SandboxOrder> {
    await this.ordersRecorded();
    const [row] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!row) throw new UnknownGatewayOrderError(orderId);
    return toOrder(row);
  }

  async payment(paymentId: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return row && toPayment(row);
  }

  /** The refunds made of a payment, oldest first. */
  async refundsOf(paymentId: string): Promise<SandboxRefund[]> {
    const rows = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId))
      .orderBy(sandboxRefunds.createdAt, sandboxRefunds.id);
    return rows.map(toRefund);
  }

  /** The shopper paid: a captured payment and the signature Checkout hands back. */
  async pay(orderId: string): Promise<{ order: SandboxOrder; payment: SandboxPayment; success: PaymentSuccess }> {
    const { order, payment } = await this.attempt(orderId, 'captured');
    return {
      order,
      payment,
      success: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: paymentSignature(this.keys.keySecret, order.id, payment.id),
      },
    };
  }

  /** The bank declined: a failed payment and Razorpay's error object. */
  async fail(orderId: string): Promise<{ order: SandboxOrder; payment: SandboxPayment; error: PaymentFailure }> {
    const { order, payment } = await this.attempt(orderId, 'failed');
    return { order, payment, error: payment.error! };
  }

  /** A payment of the order, and its webhooks: `payment.captured` and `order.paid`, or `payment.failed`. */
  private async attempt(orderId: string, status: 'captured' | 'failed') {
    await this.ordersRecorded();
    return this.db.transaction(async (tx) => {
      const [found] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for('update');
      if (!found) throw new UnknownGatewayOrderError(orderId);
      if (found.status === 'paid') throw new GatewayOrderPaidError(orderId);
      const id = gatewayId('pay');
      const [payment] = await tx
        .insert(sandboxPayments)
        .values({
          id,
          orderId,
          amountPaise: found.amountPaise,
          status,
          error: status === 'failed' ? declinedPayment(orderId, id) : null,
        })
        .returning();
      const [order] = await tx
        .update(sandboxOrders)
        .set({
          attempts: found.attempts + 1,
          status: status === 'captured' ? 'paid' : found.status === 'created' ? 'attempted' : found.status,
        })
        .where(eq(sandboxOrders.id, orderId))
        .returning();
      const made = { order: toOrder(order!), payment: toPayment(payment!) };
      const events: HandledEvent[] = status === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
      for (const event of events) await this.#queueWebhook(tx, event, paymentEvent(event, made));
      return made;
    });
  }
}
