// Which gateway the server pays through: PAYMENT_GATEWAY picks Razorpay, the sandbox otherwise.
import type { ServerConfig } from '../config';
import type { PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

export function createPaymentGateway(config: ServerConfig): PaymentGateway {
  return config.runtime.paymentGateway === 'razorpay'
    ? razorpayGateway(config.paymentKeys)
    : new SandboxGateway(config.paymentKeys);
}
