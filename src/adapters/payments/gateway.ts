// The browser side of the payment gateway: open a hosted checkout for a gateway order and
// resolve with what it hands back (paid, failed or dismissed). Aborting closes it.
import * as v from 'valibot';
import type { CheckoutOutcome, CheckoutRequest } from '../../domain/payment';

export interface PaymentGateway {
  open(request: CheckoutRequest, signal?: AbortSignal): Promise<CheckoutOutcome>;
}

/** Razorpay's wire format, checked before the app trusts a message or a callback. */
export const PaymentSuccessSchema = v.object({
  razorpay_order_id: v.string(),
  razorpay_payment_id: v.string(),
  razorpay_signature: v.string(),
});

export const PaymentFailureSchema = v.object({
  code: v.string(),
  description: v.string(),
  source: v.optional(v.string()),
  step: v.optional(v.string()),
  reason: v.optional(v.string()),
  metadata: v.optional(v.object({ order_id: v.optional(v.string()), payment_id: v.optional(v.string()) })),
});

export const CheckoutOutcomeSchema = v.variant('kind', [
  v.object({ kind: v.literal('paid'), payment: PaymentSuccessSchema }),
  v.object({ kind: v.literal('failed'), error: PaymentFailureSchema }),
  v.object({ kind: v.literal('dismissed') }),
]);
