// Which gateway the server pays through: PAYMENT_GATEWAY picks Razorpay, the sandbox otherwise.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

/** The sandbox keeps its records in `db`, the server's own database. */
export function createPaymentGateway(config: ServerConfig, db: Db): PaymentGateway {
  return config.runtime.paymentGateway === 'razorpay'
    ? razorpayGateway(config.paymentKeys)
    : new SandboxGateway(config.paymentKeys, db, config.sandboxWebhookDelayMs);
}
