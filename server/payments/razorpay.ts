// The real gateway, through Razorpay's official package. Checkout.js runs in the browser; the
// server creates orders and refunds, and learns of payments from the checkout's signed reply
// and from webhooks.
import Razorpay from 'razorpay';
import { GatewayRefusal, REFUND_ID_NOTE, type GatewayKeys, type PaymentGateway } from './gateway';

export function razorpayGateway(keys: GatewayKeys): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    },
    // Razorpay has the order once createOrder returns.
    async ordersRecorded() {},
    async refund({ paymentId, amountPaise, refundId }) {
      try {
        const refund = await client.payments.refund(paymentId, {
          amount: amountPaise,
          receipt: refundId,
          notes: { [REFUND_ID_NOTE]: refundId },
        });
        return { id: refund.id, amountPaise: Number(refund.amount) };
      } catch (error) {
        // Razorpay answers 400 when the payment cannot be refunded (or not by that much).
        if ((error as { statusCode?: number }).statusCode === 400)
          throw new GatewayRefusal((error as { error?: { description?: string } }).error?.description ?? 'refused');
        throw error;
      }
    },
    async findRefund({ paymentId, refundId }) {
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const made = items.find(
        (refund) => refund.notes && (refund.notes as Record<string, unknown>)[REFUND_ID_NOTE] === refundId,
      );
      return made ? { id: made.id, amountPaise: Number(made.amount) } : null;
    },
  };
}
