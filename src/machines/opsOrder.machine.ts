// One order on the operator's desk (/ops/orders/:id). Its list (the desk list: operators only, the
// order with its lines, payment, refunds and history as its page; null when there is no such
// order) runs beside it. The operator moves the order on (pack, ship with carrier and tracking
// number, deliver, cancel) only by the events its state takes, which the server read from the
// order lifecycle machine, and refunds part or all of what is left to refund; each event carries
// the order as the list showed it. Every answer loads the order again (a refused move: another
// operator got there first, 409), so the actions shown are those of its state now.
import { assertEvent, emit, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { OpsOrder, OpsOrderTransitionBody, OpsRefundBody, Refund } from '@domain/contract/ops';
import { failureToast, replySucceeded, replyToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { actorOutput } from './actorOutput';
import { deskListMachine } from './deskList.machine';

export interface OpsOrderInput {
  uid: string;
  orderId: string;
}

/** A move or refund carries `order` as the list showed it. */
export type OpsOrderEvent =
  | { type: 'move'; order: OpsOrder; body: OpsOrderTransitionBody }
  | { type: 'refund'; order: OpsOrder; body: OpsRefundBody }
  | { type: 'printSlip' };

export const opsOrderMachine = setup({
  types: {
    input: {} as OpsOrderInput,
    context: {} as OpsOrderInput,
    events: {} as OpsOrderEvent,
    emitted: {} as DeskToast,
    children: {} as { list: 'deskList' },
  },
  actors: {
    /** Its `loadPage` answers the order; null when it does not exist; undefined when it could not be loaded. */
    deskList: deskListMachine,
    moveOrder: fromPromise<ApiResult<OpsOrder>, { orderId: string; body: OpsOrderTransitionBody }>(async () =>
      notProvided('moveOrder'),
    ),
    refundOrder: fromPromise<ApiResult<Refund>, { orderId: string; body: OpsRefundBody }>(async () =>
      notProvided('refundOrder'),
    ),
    /** Fetches the order's packing slip and hands it to the browser as a file. */
    downloadPackingSlip: fromPromise<void, string>(async () => {
      throw new Error('downloadPackingSlip not provided');
    }),
  },
  guards: {
    /** The order's state takes this event (the lifecycle machine's answer, as the server sent it). */
    takesEvent: ({ event }) => {
      assertEvent(event, 'move');
      return event.order.events.includes(event.body.event);
    },
    /** Within what is left to refund. */
    refundWithinLimit: ({ event }) => {
      assertEvent(event, 'refund');
      return event.body.amountPaise <= event.order.refundablePaise;
    },
    refundStarted: replySucceeded,
  },
  actions: {
    reloadOrder: sendTo('list', { type: 'reload' }),
    toastMoveReply: emit(replyToast<OpsOrder>((order) => OPS_MESSAGES.movedTo(order.status))),
    toastMoveFailed: emit(failureToast(OPS_MESSAGES.moveFailed)),
    toastRefundReply: emit(replyToast<Refund>((refund) => REFUND_MESSAGES.started(refund.amountPaise))),
    toastRefundFailed: emit(failureToast(OPS_MESSAGES.refundFailed)),
    toastSlipFailed: emit(failureToast(OPS_MESSAGES.packingSlipFailed)),
  },
}).createMachine({
  id: 'opsOrder',
  context: ({ input }) => input,
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.orderId }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        move: { guard: 'takesEvent', target: 'moving' },
        refund: { guard: 'refundWithinLimit', target: 'refunding' },
        printSlip: { target: 'printing' },
      },
    },
    printing: {
      invoke: {
        id: 'downloadPackingSlip',
        src: 'downloadPackingSlip',
        input: ({ context }) => context.orderId,
        onDone: { target: 'idle' },
        onError: { target: 'idle', actions: 'toastSlipFailed' },
      },
    },
    moving: {
      invoke: {
        id: 'moveOrder',
        src: 'moveOrder',
        input: ({ context, event }) => {
          assertEvent(event, 'move');
          return { orderId: context.orderId, body: event.body };
        },
        onDone: {
          target: 'idle',
          actions: ['reloadOrder', { type: 'toastMoveReply', params: actorOutput<ApiResult<OpsOrder>> }],
        },
        onError: { target: 'idle', actions: 'toastMoveFailed' },
      },
    },
    refunding: {
      invoke: {
        id: 'refundOrder',
        src: 'refundOrder',
        input: ({ context, event }) => {
          assertEvent(event, 'refund');
          return { orderId: context.orderId, body: event.body };
        },
        onDone: [
          {
            // Loaded again: the refund, the amount left and the history all changed.
            guard: { type: 'refundStarted', params: actorOutput<ApiResult<Refund>> },
            target: 'idle',
            actions: ['reloadOrder', { type: 'toastRefundReply', params: actorOutput<ApiResult<Refund>> }],
          },
          { target: 'idle', actions: { type: 'toastRefundReply', params: actorOutput<ApiResult<Refund>> } },
        ],
        onError: { target: 'idle', actions: 'toastRefundFailed' },
      },
    },
  },
});
