// The browser side of the payment gateway: open a hosted checkout for a gateway order and
// resolve with what it hands back (paid, failed or dismissed). Aborting closes it.
import * as v from 'valibot';
import { OrderConfirmBodySchema, PaymentFailureSchema } from '@domain/contract/commerce';
import type { CheckoutOutcome, CheckoutRequest } from '@domain/payment';

export interface PaymentGateway {
  open(request: CheckoutRequest, signal?: AbortSignal): Promise<CheckoutOutcome>;
}

/** Razorpay's success fields, checked as the server checks them before the app trusts a callback or a message. */
export const PaymentSuccessSchema = v.omit(OrderConfirmBodySchema, ['status']);

export const CheckoutOutcomeSchema = v.variant('kind', [
  v.object({ kind: v.literal('paid'), payment: PaymentSuccessSchema }),
  v.object({ kind: v.literal('failed'), error: PaymentFailureSchema }),
  v.object({ kind: v.literal('dismissed') }),
]);
