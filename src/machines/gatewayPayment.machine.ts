// Paying through the gateway, the same for an order (from the checkout or the order page) and a
// consultation: the hosted checkout opens on the purchase's gateway order; once it says paid, the
// server confirms the payment. The machine ends by saying how the payment went, and the machine
// that invoked it decides what follows (report a failure, release a hold, cancel the order).
import { assign, fromPromise, setup } from 'xstate';
import type { Order } from '@domain/contract/commerce';
import type { Consultation } from '@domain/contract/consultations';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import {
  confirmationRefused,
  GATEWAY_UNAVAILABLE,
  hasFailed,
  wasPaid,
  type CheckoutOutcome,
  type CheckoutRequest,
  type PaymentFailure,
  type PaymentSuccess,
} from '@domain/payment';
import { actorOutput } from './actorOutput';

/** What is paid for: a placed order or a held consultation. */
export type Purchase = Order | Consultation;

export interface GatewayPaymentInput {
  /** The order or consultation being paid for. */
  purchaseId: string;
  /** What the hosted checkout opens with. */
  request: CheckoutRequest;
}

export interface PaymentToConfirm {
  purchaseId: string;
  payment: PaymentSuccess;
}

/** How the payment ended. */
export type GatewayPaymentOutcome =
  /** Paid, and the server confirmed it: the purchase as it now stands. */
  | { kind: 'confirmed'; purchase: Purchase }
  /** Paid, but the server did not answer: the gateway's webhook settles the purchase. */
  | { kind: 'unconfirmed' }
  /** Paid, but the server refused the payment. */
  | { kind: 'refused'; failure: PaymentFailure }
  /** The gateway declined the payment, or its window could not be opened. */
  | { kind: 'failed'; failure: PaymentFailure }
  /** Closed without paying. */
  | { kind: 'dismissed' };

export interface GatewayPaymentContext {
  purchaseId: string;
  request: CheckoutRequest;
  payment: PaymentSuccess | null;
  outcome: GatewayPaymentOutcome | null;
}

/** A guard for the machine that invokes this one: the payment ended as `kind`. */
export const paymentEndedAs =
  (kind: GatewayPaymentOutcome['kind']) =>
  (_: unknown, outcome: GatewayPaymentOutcome): boolean =>
    outcome.kind === kind;

const requestOf = ({ context }: { context: GatewayPaymentContext }) => context.request;
const paymentToConfirm = ({ context }: { context: GatewayPaymentContext }): PaymentToConfirm => ({
  purchaseId: context.purchaseId,
  payment: context.payment!,
});
const paidPaymentId = ({ event }: { event: { output: CheckoutOutcome } }) =>
  (event.output as { payment: PaymentSuccess }).payment.razorpay_payment_id;

export const gatewayPaymentMachine = setup({
  types: {
    input: {} as GatewayPaymentInput,
    context: {} as GatewayPaymentContext,
    output: {} as GatewayPaymentOutcome,
  },
  actors: {
    openGateway: fromPromise<CheckoutOutcome, CheckoutRequest>(async () => ({ kind: 'dismissed' })),
    confirmPayment: fromPromise<ApiResult<Purchase>, PaymentToConfirm>(async () => notProvided('confirmPayment')),
  },
  guards: {
    wasPaid: (_, outcome: CheckoutOutcome) => wasPaid(outcome),
    hasFailed: (_, outcome: CheckoutOutcome) => hasFailed(outcome),
    wasAccepted: (_, reply: ApiResult<Purchase>) => reply.success,
  },
  actions: {
    storePayment: assign((_, outcome: CheckoutOutcome) => ({
      payment: (outcome as { payment: PaymentSuccess }).payment,
    })),
    endConfirmed: assign((_, reply: ApiResult<Purchase>) => ({
      outcome: { kind: 'confirmed' as const, purchase: (reply as { data: Purchase }).data },
    })),
    endUnconfirmed: assign({ outcome: { kind: 'unconfirmed' } }),
    endRefused: assign((_, reply: ApiResult<Purchase>) => ({
      outcome: { kind: 'refused' as const, failure: confirmationRefused(reply.success ? '' : reply.message) },
    })),
    endFailed: assign((_, outcome: CheckoutOutcome) => ({
      outcome: { kind: 'failed' as const, failure: (outcome as { error: PaymentFailure }).error },
    })),
    endGatewayUnavailable: assign({ outcome: { kind: 'failed', failure: GATEWAY_UNAVAILABLE } }),
    endDismissed: assign({ outcome: { kind: 'dismissed' } }),
    // Provided by the composition root where a reload must not lose a payment the gateway took.
    rememberPayment: (_, _paymentId: string) => undefined,
  },
}).createMachine({
  id: 'gatewayPayment',
  context: ({ input }) => ({ purchaseId: input.purchaseId, request: input.request, payment: null, outcome: null }),
  initial: 'inGateway',
  states: {
    inGateway: {
      invoke: {
        id: 'openGateway',
        src: 'openGateway',
        input: requestOf,
        onDone: [
          {
            guard: { type: 'wasPaid', params: actorOutput<CheckoutOutcome> },
            target: 'confirming',
            actions: [
              { type: 'storePayment', params: actorOutput<CheckoutOutcome> },
              { type: 'rememberPayment', params: paidPaymentId },
            ],
          },
          {
            guard: { type: 'hasFailed', params: actorOutput<CheckoutOutcome> },
            target: 'failed',
            actions: { type: 'endFailed', params: actorOutput<CheckoutOutcome> },
          },
          { target: 'dismissed', actions: 'endDismissed' },
        ],
        onError: { target: 'failed', actions: 'endGatewayUnavailable' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: paymentToConfirm,
        onDone: [
          {
            guard: { type: 'wasAccepted', params: actorOutput<ApiResult<Purchase>> },
            target: 'confirmed',
            actions: { type: 'endConfirmed', params: actorOutput<ApiResult<Purchase>> },
          },
          { target: 'refused', actions: { type: 'endRefused', params: actorOutput<ApiResult<Purchase>> } },
        ],
        onError: { target: 'unconfirmed', actions: 'endUnconfirmed' },
      },
    },
    confirmed: { type: 'final' },
    unconfirmed: { type: 'final' },
    refused: { type: 'final' },
    failed: { type: 'final' },
    dismissed: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
