// An in-process gateway that speaks the payment port and signs checkouts the way Razorpay does
// (HMAC-SHA256 of "order_id|payment_id" with the key secret), so server tests can pay.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayRefund, PaymentGateway } from '../../server/payments/gateway';
import type { ConsultationPayments } from '../../server/services/consultations';

const KEY_SECRET = 'test-checkout-key-secret';
const token = () => randomBytes(10).toString('hex');

export const signCheckout = (gatewayOrderId: string, paymentId: string): string =>
  createHmac('sha256', KEY_SECRET).update(`${gatewayOrderId}|${paymentId}`).digest('hex');

/** A paid checkout of `gatewayOrderId`, as the browser reports it. */
export function paidCheckout(gatewayOrderId: string) {
  const paymentId = `pay_${token()}`;
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signCheckout(gatewayOrderId, paymentId),
  };
}

export interface TestGateway extends PaymentGateway {
  refunds: (GatewayRefund & { paymentId: string })[];
}

export function testGateway(): TestGateway {
  const refunds: TestGateway['refunds'] = [];
  return {
    name: 'sandbox',
    keyId: 'rzp_test_checkout',
    refunds,
    async createOrder(order) {
      return { id: `order_${token()}`, amount: order.amountPaise, currency: 'INR' };
    },
    async refund({ paymentId, amountPaise }) {
      const refund = { id: `rfnd_${token()}`, amountPaise, paymentId };
      refunds.push(refund);
      return refund;
    },
  };
}

export function testConsultationPayments(gateway: PaymentGateway = testGateway()): ConsultationPayments {
  return {
    gateway,
    checkoutSignatureValid: (orderId, paymentId, signature) => {
      const expected = Buffer.from(signCheckout(orderId, paymentId), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    invalidSignatureMessage: 'Payment verification failed',
    paymentReusedMessage: 'This payment was already used',
  };
}
