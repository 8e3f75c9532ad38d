// The payment gateway port. Two adapters speak Razorpay's wire format: the sandbox built into
// the server (local runs and tests) and Razorpay itself (the official `razorpay` package). Store
// orders and consultations pay through the same port; amounts are paise, currency INR.

/** A gateway order: what the browser's checkout opens (Razorpay's `order_…`). */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

export interface CreateGatewayOrder {
  amountPaise: number;
  /** Our own reference (the order's or consultation's id), at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  amountPaise: number;
}

/** A refund as our refund worker asks for it; `refundId` is our own id, kept in the gateway's notes. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  refundId: string;
}

/** The notes key under which our refund id travels with a gateway refund (and its webhook). */
export const REFUND_ID_NOTE = 'refund_id';

/**
 * The gateway refused a refund for good (Razorpay's 4xx: the payment cannot be refunded, or not
 * by that much); asking again changes nothing. Any other error may pass and is retried.
 */
export class GatewayRefusal extends Error {}

export interface PaymentGateway {
  /** `sandbox` or `razorpay`, stored with each payment. */
  readonly name: 'sandbox' | 'razorpay';
  /** The public key id the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  /**
   * Resolves once every order this gateway was asked to create is recorded where every replica
   * reads it. The browser takes a new order to the gateway through any replica, so the caller
   * waits on this after its own transaction and before answering.
   */
  ordersRecorded(): Promise<void>;
  /** Refunds a captured payment in full or in part; throws GatewayRefusal when it never will. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * The gateway's refund made for our refund id, if an earlier call made one (its answer lost
   * to a timeout or a crash), so a retry never refunds twice.
   */
  findRefund(request: RefundRequest): Promise<GatewayRefund | null>;
}

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, for both adapters. */
export interface GatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
