// The gateway the runtime configuration names: the sandbox locally, Razorpay in production. Each
// loads with the first payment, so neither is part of the first page load.
import type { RuntimeConfig } from '@domain/contract/config';
import type { PaymentGateway } from './gateway';

export function createPaymentGateway(config: Pick<RuntimeConfig, 'apiBase' | 'paymentGateway'>): PaymentGateway {
  let gateway: Promise<PaymentGateway> | undefined;
  const load = () =>
    (gateway ??=
      config.paymentGateway === 'razorpay'
        ? import('./razorpayGateway').then(({ createRazorpayGateway }) => createRazorpayGateway())
        : import('./sandboxGateway').then(({ createSandboxGateway }) =>
            createSandboxGateway({ apiBase: config.apiBase }),
          ));
  return {
    async open(request, signal) {
      return (await load()).open(request, signal);
    },
  };
}
