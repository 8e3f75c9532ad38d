// One order on the operator's desk (/ops/orders/:id). Its list (the desk list: operators only, the
// order with its lines, payment, refunds and history as its page; null when there is no such
// order) runs beside it, and the desk keeps the order it last reported (`onSnapshot`) so its guards
// can read it. The operator moves the order on (pack, ship with carrier and tracking number,
// deliver, cancel) only by the events its state takes, which the server read from the order
// lifecycle machine, and refunds part or all of what is left to refund. A refused move (another
// operator got there first: 409) and a started refund load the order again, so the actions shown
// are those of its state now.
import { assertEvent, assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsOrder, OpsOrderTransitionBody, OpsRefundBody, Refund } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { actorOutput, actorSnapshot } from './actorOutput';
import { deskListMachine } from './deskList.machine';
import { failureToast, replySucceeded, replyToast, savedRecord, type DeskToast } from './deskReplies';
import { notProvided } from './notProvided';

export interface OpsOrderInput {
  uid: string;
  orderId: string;
}

export interface OpsOrderContext extends OpsOrderInput {
  /** The order as last shown: the list's page or the one a move answered; null before it loads or when missing. */
  order: OpsOrder | null;
}

export type OpsOrderEvent =
  { type: 'move'; body: OpsOrderTransitionBody } | { type: 'refund'; body: OpsRefundBody } | { type: 'printSlip' };

export const opsOrderMachine = setup({
  types: {
    input: {} as OpsOrderInput,
    context: {} as OpsOrderContext,
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
    takesEvent: ({ context, event }) => {
      assertEvent(event, 'move');
      return context.order?.events.includes(event.body.event) === true;
    },
    /** Within what is left to refund. */
    refundWithinLimit: ({ context, event }) => {
      assertEvent(event, 'refund');
      return context.order !== null && event.body.amountPaise <= context.order.refundablePaise;
    },
    moved: replySucceeded,
    refundStarted: replySucceeded,
  },
  actions: {
    // Before its first page the list has none (undefined): the desk keeps what it has.
    storeListedOrder: assign(({ context }, list: SnapshotFrom<typeof deskListMachine>) => {
      const page = list.context.page as OpsOrder | null | undefined;
      return { order: page === undefined ? context.order : page };
    }),
    storeMoved: assign((_, order: OpsOrder) => ({ order })),
    reloadOrder: sendTo('list', { type: 'reload' }),
    toastMoveReply: emit(replyToast<OpsOrder>((order) => OPS_MESSAGES.movedTo(order.status))),
    toastMoveFailed: emit(failureToast(OPS_MESSAGES.moveFailed)),
    toastRefundReply: emit(replyToast<Refund>((refund) => REFUND_MESSAGES.started(refund.amountPaise))),
    toastRefundFailed: emit(failureToast(OPS_MESSAGES.refundFailed)),
    toastSlipFailed: emit(failureToast(OPS_MESSAGES.packingSlipFailed)),
  },
}).createMachine({
  id: 'opsOrder',
  context: ({ input }) => ({ ...input, order: null }),
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.orderId }),
    onSnapshot: { actions: { type: 'storeListedOrder', params: actorSnapshot<SnapshotFrom<typeof deskListMachine>> } },
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
        onDone: [
          {
            guard: { type: 'moved', params: actorOutput<ApiResult<OpsOrder>> },
            target: 'idle',
            actions: [
              { type: 'storeMoved', params: savedRecord<OpsOrder> },
              { type: 'toastMoveReply', params: actorOutput<ApiResult<OpsOrder>> },
            ],
          },
          {
            target: 'idle',
            actions: ['reloadOrder', { type: 'toastMoveReply', params: actorOutput<ApiResult<OpsOrder>> }],
          },
        ],
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
