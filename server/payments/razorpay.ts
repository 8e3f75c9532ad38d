// The real gateway, through Razorpay's official package. Checkout.js runs in the browser; the
// server creates orders and refunds, and learns of payments from the checkout's signed reply
// and from webhooks.
import Razorpay from 'razorpay';
import type { CreateGatewayOrder, GatewayKeys, GatewayOrder, GatewayRefund, PaymentGateway } from './gateway';

export function razorpayGateway(keys: GatewayKeys): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }: CreateGatewayOrder): Promise<GatewayOrder> {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    },
    async refund({ paymentId, amountPaise, notes }): Promise<GatewayRefund> {
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, notes });
      return { id: refund.id, amountPaise: Number(refund.amount) };
    },
  };
}
