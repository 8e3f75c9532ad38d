// One order in the dashboard: load it (missing, or unavailable with a retry), pay for it while its
// payment window is open (after a failed attempt, or a tab closed mid-payment), cancel it while
// the lifecycle allows (a paid order is refunded), and download its tax invoice or credit notes.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { checkoutRequest } from '@domain/checkout';
import type { Order, PlacedOrder } from '@domain/contract/commerce';
import { notProvided, failedWith, FAILURE_CODES, type ApiResult } from '@domain/contract/envelope';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { OrderDocument } from '@domain/order';
import type { PaymentFailure } from '@domain/payment';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import {
  gatewayPaymentMachine,
  paymentEndedAs,
  type GatewayPaymentInput,
  type GatewayPaymentOutcome,
} from './gatewayPayment.machine';
import { canCancelOrder, canPayNow } from './orderLifecycle';

export interface OrderDetailContext {
  orderId: string;
  userId: string;
  order: Order | null;
  /** The gateway order being paid for, once the server has reopened the payment. */
  placed: PlacedOrder | null;
  /** Why the last attempt on this page failed; cleared when a new attempt starts. */
  failure: PaymentFailure | null;
  /** The document being (or last) downloaded. */
  document: OrderDocument | null;
}

export type OrderDetailEvent =
  { type: 'retry' } | { type: 'cancel' } | { type: 'download'; document: OrderDocument } | { type: 'pay' };

export type OrderDetailEmitted = { type: 'toast'; kind: ToastKind; text: string };

const orderIdOf = ({ context }: { context: OrderDetailContext }) => context.orderId;
const orderAndUser = ({ context }: { context: OrderDetailContext }) => ({
  orderId: context.orderId,
  userId: context.userId,
});
const documentToDownload = ({ context }: { context: OrderDetailContext }) => ({
  orderId: context.orderId,
  document: context.document!,
});
const paymentRequest = ({ context }: { context: OrderDetailContext }): GatewayPaymentInput => ({
  purchaseId: context.orderId,
  request: checkoutRequest(context.placed!, context.order!.address),
});
const failureToReport = ({ context }: { context: OrderDetailContext }) => ({
  orderId: context.orderId,
  userId: context.userId,
  error: context.failure!,
});

export const orderDetailMachine = setup({
  types: {
    input: {} as { orderId: string; userId: string },
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    emitted: {} as OrderDetailEmitted,
  },
  actors: {
    /** The order, or why not (not_found when it does not exist). */
    loadOrder: fromPromise<ApiResult<Order>, string>(async () => notProvided('loadOrder')),
    cancelOrder: fromPromise<ApiResult<Order>, { orderId: string; userId: string }>(async () =>
      notProvided('cancelOrder'),
    ),
    downloadDocument: fromPromise<void, { orderId: string; document: OrderDocument }>(async () => {
      throw new Error('downloadDocument not provided');
    }),
    retryPayment: fromPromise<ApiResult<PlacedOrder>, { orderId: string; userId: string }>(async () =>
      notProvided('retryPayment'),
    ),
    gatewayPayment: gatewayPaymentMachine,
    reportPaymentFailed: fromPromise<ApiResult<Order>, { orderId: string; userId: string; error: PaymentFailure }>(
      async () => notProvided('reportPaymentFailed'),
    ),
  },
  guards: {
    gotOrder: (_, reply: ApiResult<Order>) => reply.success,
    isMissing: (_, reply: ApiResult<Order>) => failedWith(reply, FAILURE_CODES.notFound),
    canCancel: ({ context }) =>
      context.order !== null && canCancelOrder(context.order.status, context.order.paymentMethod),
    wasRefunded: (_, reply: ApiResult<Order>) => reply.success && reply.data.status === 'refunded',
    wasAccepted: (_, reply: ApiResult<unknown>) => reply.success,
    canPay: ({ context }) => context.order !== null && canPayNow(context.order, Date.now()),
    paymentConfirmed: paymentEndedAs('confirmed'),
    paymentUnconfirmed: paymentEndedAs('unconfirmed'),
    paymentDismissed: paymentEndedAs('dismissed'),
  },
  actions: {
    storeReply: assign(({ context }, reply: ApiResult<Order>) => ({
      order: reply.success ? reply.data : context.order,
    })),
    chooseDocument: assign(({ event }) => {
      assertEvent(event, 'download');
      return { document: event.document };
    }),
    // A new attempt clears the last one's error.
    startAttempt: assign({ placed: null, failure: null }),
    storePlaced: assign((_, reply: ApiResult<PlacedOrder>) => ({ placed: reply.success ? reply.data : null })),
    storeFailure: assign((_, outcome: GatewayPaymentOutcome) => ({
      failure: (outcome as { failure: PaymentFailure }).failure,
    })),
    toastPaid: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.paymentCompleted }),
    toastPaymentError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.paymentError }),
    toastPaymentCancelled: emit({ type: 'toast', kind: 'info', text: COMMON_MESSAGES.paymentCancelled }),
    toastPayRefused: emit((_, reply: ApiResult<unknown>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? COMMON_MESSAGES.genericError : reply.message,
    })),
    toastGenericError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError }),
    toastCancelled: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.orderCancelled }),
    toastRefunded: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.orderRefunded }),
    toastRefused: emit((_, reply: ApiResult<Order>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? CHECKOUT_MESSAGES.errorCancellingOrder : reply.message,
    })),
    toastCancelFailed: emit({ type: 'toast', kind: 'error', text: CHECKOUT_MESSAGES.errorCancellingOrder }),
    toastDownloadFailed: emit(({ context }) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text:
        context.document?.kind === 'creditNote' ? CHECKOUT_MESSAGES.creditNoteFailed : CHECKOUT_MESSAGES.invoiceFailed,
    })),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({
    orderId: input.orderId,
    userId: input.userId,
    order: null,
    placed: null,
    failure: null,
    document: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: orderIdOf,
        onDone: [
          {
            guard: { type: 'gotOrder', params: actorOutput<ApiResult<Order>> },
            target: 'ready',
            actions: { type: 'storeReply', params: actorOutput<ApiResult<Order>> },
          },
          { guard: { type: 'isMissing', params: actorOutput<ApiResult<Order>> }, target: 'missing' },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    missing: {},
    unavailable: {
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            cancel: { guard: 'canCancel', target: 'cancelling' },
            download: { target: 'downloading', actions: 'chooseDocument' },
            pay: { guard: 'canPay', target: 'reopeningPayment', actions: 'startAttempt' },
          },
        },
        // The server takes the stock again and answers the gateway order to pay (409 when gone).
        reopeningPayment: {
          invoke: {
            id: 'retryPayment',
            src: 'retryPayment',
            input: orderAndUser,
            onDone: [
              {
                guard: { type: 'wasAccepted', params: actorOutput<ApiResult<PlacedOrder>> },
                target: 'paying',
                actions: { type: 'storePlaced', params: actorOutput<ApiResult<PlacedOrder>> },
              },
              {
                target: 'reloading',
                actions: { type: 'toastPayRefused', params: actorOutput<ApiResult<PlacedOrder>> },
              },
            ],
            onError: { target: 'idle', actions: 'toastGenericError' },
          },
        },
        paying: {
          invoke: {
            id: 'gatewayPayment',
            src: 'gatewayPayment',
            input: paymentRequest,
            onDone: [
              {
                guard: { type: 'paymentConfirmed', params: actorOutput<GatewayPaymentOutcome> },
                target: 'reloading',
                actions: 'toastPaid',
              },
              // The gateway took the payment and its webhook settles the order.
              {
                guard: { type: 'paymentUnconfirmed', params: actorOutput<GatewayPaymentOutcome> },
                target: 'reloading',
              },
              // Closed without paying: the order keeps waiting until its window closes.
              {
                guard: { type: 'paymentDismissed', params: actorOutput<GatewayPaymentOutcome> },
                target: 'reloading',
                actions: 'toastPaymentCancelled',
              },
              // Declined, or refused by the server.
              {
                target: 'reportingFailure',
                actions: { type: 'storeFailure', params: actorOutput<GatewayPaymentOutcome> },
              },
            ],
          },
        },
        reportingFailure: {
          entry: 'toastPaymentError',
          invoke: {
            id: 'reportPaymentFailed',
            src: 'reportPaymentFailed',
            input: failureToReport,
            onDone: { target: 'reloading' },
            onError: { target: 'reloading' },
          },
        },
        // The order as the payment left it (confirmed, failed, or still waiting).
        reloading: {
          invoke: {
            id: 'reloadOrder',
            src: 'loadOrder',
            input: orderIdOf,
            onDone: [
              {
                guard: { type: 'gotOrder', params: actorOutput<ApiResult<Order>> },
                target: 'idle',
                actions: { type: 'storeReply', params: actorOutput<ApiResult<Order>> },
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: orderAndUser,
            onDone: [
              {
                guard: { type: 'wasRefunded', params: actorOutput<ApiResult<Order>> },
                target: 'idle',
                actions: [{ type: 'storeReply', params: actorOutput<ApiResult<Order>> }, 'toastRefunded'],
              },
              {
                guard: { type: 'wasAccepted', params: actorOutput<ApiResult<Order>> },
                target: 'idle',
                actions: [{ type: 'storeReply', params: actorOutput<ApiResult<Order>> }, 'toastCancelled'],
              },
              { target: 'idle', actions: { type: 'toastRefused', params: actorOutput<ApiResult<Order>> } },
            ],
            onError: { target: 'idle', actions: 'toastCancelFailed' },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadDocument',
            src: 'downloadDocument',
            input: documentToDownload,
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: 'toastDownloadFailed' },
          },
        },
      },
    },
  },
});
