// The sandbox gateway built into the server: Razorpay's wire format without Razorpay. It keeps
// its orders, payments and refunds in memory for as long as the server runs (tests read them),
// and decides a checkout the way Razorpay Checkout would: a signed success or an error object.
import type { PaymentFailure, PaymentSuccess } from '../../src/domain/payment';
import type { CreateGatewayOrder, GatewayKeys, GatewayOrder, GatewayRefund, PaymentGateway } from './gateway';
import { gatewayId } from './ids';
import { paymentSignature } from './signature';

export interface SandboxOrder extends GatewayOrder {
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  createdAt: number;
}

export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'failed' | 'refunded';
  method: 'upi';
  createdAt: number;
  error: PaymentFailure | null;
}

export interface SandboxRefund extends GatewayRefund {
  paymentId: string;
  notes: Record<string, string>;
  createdAt: number;
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

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly keyId: string;
  readonly orders = new Map<string, SandboxOrder>();
  readonly payments = new Map<string, SandboxPayment>();
  readonly refunds = new Map<string, SandboxRefund>();
  readonly #deliveries = new Set<Promise<void>>();

  constructor(private readonly keys: GatewayKeys) {
    this.keyId = keys.keyId;
  }

  async createOrder({ amountPaise, receipt, notes = {} }: CreateGatewayOrder): Promise<GatewayOrder> {
    const order: SandboxOrder = {
      id: gatewayId('order'),
      amount: amountPaise,
      currency: 'INR',
      receipt,
      notes,
      status: 'created',
      attempts: 0,
      createdAt: nowSeconds(),
    };
    this.orders.set(order.id, order);
    return { id: order.id, amount: order.amount, currency: order.currency };
  }

  async refund({
    paymentId,
    amountPaise,
    notes = {},
  }: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund> {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.status !== 'captured') throw new Error(`sandbox: ${paymentId} is not a captured payment`);
    const refund: SandboxRefund = { id: gatewayId('rfnd'), amountPaise, paymentId, notes, createdAt: nowSeconds() };
    this.refunds.set(refund.id, refund);
    payment.status = 'refunded';
    return { id: refund.id, amountPaise };
  }

  /** Runs a webhook delivery in the background, as Razorpay delivers them: after the checkout answers. */
  deliverLater(delivery: () => Promise<void>, onError: (error: unknown) => void): void {
    const running = delivery()
      .catch(onError)
      .finally(() => this.#deliveries.delete(running));
    this.#deliveries.add(running);
  }

  /** Resolves once every webhook delivery under way has ended (tests wait on it). */
  async webhooksDelivered(): Promise<void> {
    while (this.#deliveries.size) await Promise.allSettled([...this.#deliveries]);
  }

  order(orderId: string): SandboxOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new UnknownGatewayOrderError(orderId);
    return order;
  }

  /** The shopper paid: a captured payment and the signature Checkout hands back. */
  pay(orderId: string): { payment: SandboxPayment; success: PaymentSuccess } {
    const order = this.order(orderId);
    const payment = this.attempt(order, 'captured');
    order.status = 'paid';
    return {
      payment,
      success: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: paymentSignature(this.keys.keySecret, order.id, payment.id),
      },
    };
  }

  /** The bank declined: a failed payment and Razorpay's error object. */
  fail(orderId: string): { payment: SandboxPayment; error: PaymentFailure } {
    const order = this.order(orderId);
    const payment = this.attempt(order, 'failed');
    if (order.status === 'created') order.status = 'attempted';
    return { payment, error: payment.error! };
  }

  private attempt(order: SandboxOrder, status: 'captured' | 'failed'): SandboxPayment {
    const id = gatewayId('pay');
    const payment: SandboxPayment = {
      id,
      orderId: order.id,
      amount: order.amount,
      status,
      method: 'upi',
      createdAt: nowSeconds(),
      error: status === 'failed' ? declinedPayment(order.id, id) : null,
    };
    order.attempts += 1;
    this.payments.set(id, payment);
    return payment;
  }
}
