// The gateway payment machine with its I/O: the hosted checkout, and the server's confirmation of
// what the gateway took (an order's or a consultation's, as the invoking machine pays for).
import { fromPromise } from 'xstate';
import type { PaymentGateway } from '@adapters/payments/gateway';
import type { ApiResult } from '@domain/contract/envelope';
import type { CheckoutRequest } from '@domain/payment';
import { gatewayPaymentMachine, type PaymentToConfirm, type Purchase } from '@machines/gatewayPayment.machine';

export function gatewayPayment(
  gateway: PaymentGateway,
  confirm: (payment: PaymentToConfirm) => Promise<ApiResult<Purchase>>,
  { rememberPayment }: { rememberPayment?: (paymentId: string) => void } = {},
) {
  return gatewayPaymentMachine.provide({
    actors: {
      openGateway: fromPromise(({ input, signal }: { input: CheckoutRequest; signal: AbortSignal }) =>
        gateway.open(input, signal),
      ),
      confirmPayment: fromPromise(({ input }: { input: PaymentToConfirm }) => confirm(input)),
    },
    actions: rememberPayment ? { rememberPayment: (_, paymentId) => rememberPayment(paymentId) } : {},
  });
}
