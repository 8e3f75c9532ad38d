// One order in the dashboard: load it (missing, or unavailable with a retry), cancel it while
// the lifecycle allows (a paid order is refunded), and download its tax invoice.
import { assign, emit, fromPromise, setup } from 'xstate';
import { CHECKOUT_MESSAGES } from '../domain/checkout';
import type { Order } from '../domain/contract/commerce';
import type { ApiResult } from '../domain/contract/envelope';
import type { ToastKind } from '../domain/toast';
import { actorOutput } from './actorOutput';
import { canCancelOrder } from './orderLifecycle';

export interface OrderDetailContext {
  orderId: string;
  userId: string;
  order: Order | null;
}

export type OrderDetailEvent = { type: 'retry' } | { type: 'cancel' } | { type: 'download' };

export type OrderDetailEmitted = { type: 'toast'; kind: ToastKind; text: string };

const orderIdOf = ({ context }: { context: OrderDetailContext }) => context.orderId;
const cancelRequest = ({ context }: { context: OrderDetailContext }) => ({
  orderId: context.orderId,
  userId: context.userId,
});

export const orderDetailMachine = setup({
  types: {
    input: {} as { orderId: string; userId: string },
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    emitted: {} as OrderDetailEmitted,
  },
  actors: {
    /** The order; null when it does not exist; undefined when it could not be loaded. */
    loadOrder: fromPromise<Order | null | undefined, string>(async () => undefined),
    cancelOrder: fromPromise<ApiResult<Order>, { orderId: string; userId: string }>(async () => ({
      success: false,
      message: 'cancelOrder not provided',
    })),
    downloadInvoice: fromPromise<void, string>(async () => {
      throw new Error('downloadInvoice not provided');
    }),
  },
  guards: {
    gotOrder: (_, order: Order | null | undefined) => order !== null && order !== undefined,
    isMissing: (_, order: Order | null | undefined) => order === null,
    canCancel: ({ context }) =>
      context.order !== null && canCancelOrder(context.order.status, context.order.paymentMethod),
    wasRefunded: (_, reply: ApiResult<Order>) => reply.success && reply.data.status === 'refunded',
    wasAccepted: (_, reply: ApiResult<Order>) => reply.success,
  },
  actions: {
    storeOrder: assign((_, order: Order | null | undefined) => ({ order: order ?? null })),
    storeReply: assign(({ context }, reply: ApiResult<Order>) => ({
      order: reply.success ? reply.data : context.order,
    })),
    toastCancelled: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.orderCancelled }),
    toastRefunded: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.orderRefunded }),
    toastRefused: emit((_, reply: ApiResult<Order>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? CHECKOUT_MESSAGES.errorCancellingOrder : reply.message,
    })),
    toastCancelFailed: emit({ type: 'toast', kind: 'error', text: CHECKOUT_MESSAGES.errorCancellingOrder }),
    toastInvoiceFailed: emit({ type: 'toast', kind: 'error', text: CHECKOUT_MESSAGES.invoiceFailed }),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderId: input.orderId, userId: input.userId, order: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: orderIdOf,
        onDone: [
          {
            guard: { type: 'gotOrder', params: actorOutput<Order | null | undefined> },
            target: 'ready',
            actions: { type: 'storeOrder', params: actorOutput<Order | null | undefined> },
          },
          { guard: { type: 'isMissing', params: actorOutput<Order | null | undefined> }, target: 'missing' },
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
            download: 'downloading',
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: cancelRequest,
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
            id: 'downloadInvoice',
            src: 'downloadInvoice',
            input: orderIdOf,
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: 'toastInvoiceFailed' },
          },
        },
      },
    },
  },
});
