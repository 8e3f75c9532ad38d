// Razorpay's webhook events as Ojas handles them: order.paid, payment.captured, payment.failed
// and refund.processed. The sandbox builds them in Razorpay's shape; the webhook route reads them back
// with the same schema, so both ends agree on the fields that matter.
import * as v from 'valibot';
import type { PaymentFailure } from '@domain/payment';

export const HANDLED_EVENTS = ['order.paid', 'payment.captured', 'payment.failed'] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

export const WEBHOOK_HEADERS = { signature: 'x-razorpay-signature', eventId: 'x-razorpay-event-id' } as const;

const PaymentEntitySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^pay_[A-Za-z0-9]{1,40}$/)),
  entity: v.literal('payment'),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.string(),
  status: v.string(),
  order_id: v.pipe(v.string(), v.regex(/^order_[A-Za-z0-9]{1,40}$/)),
  error_code: v.nullish(v.string()),
  error_description: v.nullish(v.string()),
  error_source: v.nullish(v.string()),
  error_step: v.nullish(v.string()),
  error_reason: v.nullish(v.string()),
});
export type PaymentEntity = v.InferOutput<typeof PaymentEntitySchema>;

const RefundEntitySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^rfnd_[A-Za-z0-9]{1,40}$/)),
  entity: v.literal('refund'),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  payment_id: v.pipe(v.string(), v.regex(/^pay_[A-Za-z0-9]{1,40}$/)),
  status: v.string(),
  notes: v.nullish(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])),
});
export type RefundEntity = v.InferOutput<typeof RefundEntitySchema>;

/** The refund event: the gateway finished a refund (Razorpay sends the refund and its payment). */
export const REFUND_PROCESSED = 'refund.processed';

/** The part of any event Ojas reads: its name and, for the handled ones, the payment or refund. */
export const WebhookEventSchema = v.object({
  entity: v.literal('event'),
  event: v.string(),
  payload: v.object({
    payment: v.optional(v.object({ entity: PaymentEntitySchema })),
    refund: v.optional(v.object({ entity: RefundEntitySchema })),
  }),
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

export const isHandledEvent = (event: string): event is HandledEvent =>
  (HANDLED_EVENTS as readonly string[]).includes(event);

export interface PaymentFacts {
  paymentId: string;
  gatewayOrderId: string;
  amountPaise: number;
  status: 'captured' | 'failed';
  error: PaymentFailure | null;
}

/** A webhook's event in Razorpay's shape (what the sandbox sends). */
export function buildWebhookEvent(
  event: HandledEvent,
  facts: PaymentFacts,
  order: { receipt: string; amountPaise: number; attempts: number },
): Record<string, unknown> {
  const createdAt = Math.floor(Date.now() / 1000);
  const payment = {
    id: facts.paymentId,
    entity: 'payment',
    amount: facts.amountPaise,
    currency: 'INR',
    status: facts.status,
    order_id: facts.gatewayOrderId,
    method: 'upi',
    captured: facts.status === 'captured',
    error_code: facts.error?.code ?? null,
    error_description: facts.error?.description ?? null,
    error_source: facts.error?.source ?? null,
    error_step: facts.error?.step ?? null,
    error_reason: facts.error?.reason ?? null,
    created_at: createdAt,
  };
  const orderEntity = {
    id: facts.gatewayOrderId,
    entity: 'order',
    amount: order.amountPaise,
    amount_paid: order.amountPaise,
    amount_due: 0,
    currency: 'INR',
    receipt: order.receipt,
    status: 'paid',
    attempts: order.attempts,
    created_at: createdAt,
  };
  return {
    entity: 'event',
    account_id: 'acc_OjasSandbox0001',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload:
      event === 'order.paid'
        ? { payment: { entity: payment }, order: { entity: orderEntity } }
        : { payment: { entity: payment } },
    created_at: createdAt,
  };
}

/** A `refund.processed` event in Razorpay's shape (what the sandbox sends after a refund). */
export function buildRefundProcessedEvent(
  refund: { id: string; amountPaise: number; paymentId: string; notes: Record<string, string> },
  payment: { id: string; orderId: string; amountPaise: number; refundedPaise: number },
): Record<string, unknown> {
  const createdAt = Math.floor(Date.now() / 1000);
  return {
    entity: 'event',
    account_id: 'acc_OjasSandbox0001',
    event: REFUND_PROCESSED,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amountPaise,
          currency: 'INR',
          payment_id: refund.paymentId,
          notes: refund.notes,
          receipt: null,
          status: 'processed',
          speed_processed: 'normal',
          created_at: createdAt,
        },
      },
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: 'INR',
          status: payment.refundedPaise === payment.amountPaise ? 'refunded' : 'captured',
          order_id: payment.orderId,
          amount_refunded: payment.refundedPaise,
          refund_status: payment.refundedPaise === payment.amountPaise ? 'full' : 'partial',
          captured: true,
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  };
}

/** What an event says about its payment. */
export function paymentFacts(entity: PaymentEntity): PaymentFacts {
  const failed = entity.status === 'failed';
  return {
    paymentId: entity.id,
    gatewayOrderId: entity.order_id,
    amountPaise: entity.amount,
    status: failed ? 'failed' : 'captured',
    error: failed
      ? {
          code: entity.error_code ?? 'BAD_REQUEST_ERROR',
          description: entity.error_description ?? '',
          source: entity.error_source ?? undefined,
          step: entity.error_step ?? undefined,
          reason: entity.error_reason ?? undefined,
          metadata: { order_id: entity.order_id, payment_id: entity.id },
        }
      : null,
  };
}
