// What a hosted checkout (Razorpay Checkout, or the local sandbox that speaks its format) hands
// back to the page that opened it: Razorpay's success fields, its error object, or a dismissal
// (the server's payment refusals are messages/payment.ts).

/** What the page opens the checkout with: Razorpay Checkout's options, trimmed to what Ojas uses. */
export interface CheckoutRequest {
  /** The gateway's public key id. */
  key: string;
  /** The gateway's order id (`order_…`). */
  order_id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

export interface PaymentSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay's `payment.failed` error object. */
export interface PaymentFailure {
  code: string;
  description: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

export type CheckoutOutcome =
  { kind: 'paid'; payment: PaymentSuccess } | { kind: 'failed'; error: PaymentFailure } | { kind: 'dismissed' };

/** The shopper paid in the checkout (store orders and consultations alike). */
export const wasPaid = (outcome: CheckoutOutcome): outcome is Extract<CheckoutOutcome, { kind: 'paid' }> =>
  outcome.kind === 'paid';

/** The gateway declined the payment (a dismissed checkout is neither paid nor failed). */
export const hasFailed = (outcome: CheckoutOutcome): outcome is Extract<CheckoutOutcome, { kind: 'failed' }> =>
  outcome.kind === 'failed';

/** The failure reported when the gateway's window could not be opened at all. */
export const GATEWAY_UNAVAILABLE: PaymentFailure = {
  code: 'GATEWAY_UNAVAILABLE',
  description: 'The payment window could not be opened',
};

/** What a checkout's outcome leaves to remember: the payment to confirm, or why it failed. */
export function attemptOf(outcome: CheckoutOutcome): {
  payment: PaymentSuccess | null;
  failure: PaymentFailure | null;
} {
  return { payment: wasPaid(outcome) ? outcome.payment : null, failure: hasFailed(outcome) ? outcome.error : null };
}

/** The failure reported when the server refused to confirm a payment the gateway took. */
export function confirmationRefused(reason: string): PaymentFailure {
  return { code: 'CONFIRMATION_REFUSED', description: reason };
}
