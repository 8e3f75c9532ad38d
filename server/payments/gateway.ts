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

export interface PaymentGateway {
  /** `sandbox` or `razorpay`, stored with each payment. */
  readonly name: 'sandbox' | 'razorpay';
  /** The public key id the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Refunds a captured payment in full or in part. */
  refund(payment: { paymentId: string; amountPaise: number; notes?: Record<string, string> }): Promise<GatewayRefund>;
}

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, for both adapters. */
export interface GatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
