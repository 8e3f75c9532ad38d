import { describe, expect, it } from 'vitest';
import { hasFailed, wasPaid, type CheckoutOutcome } from '@domain/payment';

const paid: CheckoutOutcome = {
  kind: 'paid',
  payment: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) },
};
const failed: CheckoutOutcome = { kind: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'declined' } };
const dismissed: CheckoutOutcome = { kind: 'dismissed' };

describe('checkout outcomes', () => {
  it('tell paid from failed; a dismissed checkout is neither', () => {
    expect([paid, failed, dismissed].map(wasPaid)).toEqual([true, false, false]);
    expect([paid, failed, dismissed].map(hasFailed)).toEqual([false, true, false]);
  });
});
