// The gateway the runtime configuration names: the sandbox locally, Razorpay in production.
import type { RuntimeConfig } from '../../domain/contract/config';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpayGateway';
import { createSandboxGateway } from './sandboxGateway';

export function createPaymentGateway(config: Pick<RuntimeConfig, 'apiBase' | 'paymentGateway'>): PaymentGateway {
  return config.paymentGateway === 'razorpay'
    ? createRazorpayGateway()
    : createSandboxGateway({ apiBase: config.apiBase });
}
