// Razorpay's webhook events as Ojas handles them: order.paid, payment.captured and
// payment.failed. The sandbox builds them in Razorpay's shape; the webhook route reads them back
// with the same schema, so both ends agree on the fields that matter.
import * as v from 'valibot';
import type { PaymentFailure } from '../../src/domain/payment';

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

/** The part of any event Ojas reads: its name and, for the handled ones, the payment. */
export const WebhookEventSchema = v.object({
  entity: v.literal('event'),
  event: v.string(),
  payload: v.object({ payment: v.optional(v.object({ entity: PaymentEntitySchema })) }),
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
