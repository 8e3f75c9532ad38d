// One order on the operator's desk (/ops/orders/:id). After the roles (operators only) it loads
// the order with its lines, payment, refunds and history; the operator moves it on (pack, ship
// with carrier and tracking number, deliver, cancel) only by the events its state takes, which the
// server read from the order lifecycle machine, and refunds part or all of what is left to refund.
// A refused move (another operator got there first: 409) loads the order again, so the actions
// shown are those of its state now.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsOrder, OpsOrderTransitionBody, OpsRefundBody, Refund } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { actorOutput } from './actorOutput';
import { failureToast, replySucceeded, replyToast, savedRecord, type DeskToast } from './deskReplies';
import { notProvided } from './notProvided';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

export interface OpsOrderInput {
  uid: string;
  orderId: string;
}

export interface OpsOrderContext extends OpsOrderInput {
  order: OpsOrder | null;
}

export type OpsOrderEvent =
  | { type: 'retry' }
  | { type: 'move'; body: OpsOrderTransitionBody }
  | { type: 'refund'; body: OpsRefundBody }
  | { type: 'printSlip' };

export const opsOrderMachine = setup({
  types: {
    input: {} as OpsOrderInput,
    context: {} as OpsOrderContext,
    events: {} as OpsOrderEvent,
    emitted: {} as DeskToast,
  },
  actors: {
    roleAccess: roleAccessMachine,
    /** The order; null when it does not exist; undefined when it could not be loaded. */
    loadOrder: fromPromise<OpsOrder | null | undefined, string>(async () => undefined),
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
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotOrder: (_, order: OpsOrder | null | undefined) => order !== null && order !== undefined,
    isMissing: (_, order: OpsOrder | null | undefined) => order === null,
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
    storeOrder: assign((_, order: OpsOrder | null | undefined) => ({ order: order ?? null })),
    storeMoved: assign((_, order: OpsOrder) => ({ order })),
    toastMoveReply: emit(replyToast<OpsOrder>((order) => OPS_MESSAGES.movedTo(order.status))),
    toastMoveFailed: emit(failureToast(OPS_MESSAGES.moveFailed)),
    toastRefundReply: emit(replyToast<Refund>((refund) => REFUND_MESSAGES.started(refund.amountPaise))),
    toastRefundFailed: emit(failureToast(OPS_MESSAGES.refundFailed)),
    toastSlipFailed: emit(failureToast(OPS_MESSAGES.packingSlipFailed)),
  },
}).createMachine({
  id: 'opsOrder',
  context: ({ input }) => ({ ...input, order: null }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      invoke: {
        id: 'roleAccess',
        src: 'roleAccess',
        input: operatorAccess,
        onDone: [
          { guard: { type: 'accessGranted', params: actorOutput<RoleAccess> }, target: 'loading' },
          { guard: { type: 'accessRefused', params: actorOutput<RoleAccess> }, target: 'notAnOperator' },
          { target: 'unavailable' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId,
        onDone: [
          {
            guard: { type: 'gotOrder', params: actorOutput<OpsOrder | null | undefined> },
            target: 'ready',
            actions: { type: 'storeOrder', params: actorOutput<OpsOrder | null | undefined> },
          },
          { guard: { type: 'isMissing', params: actorOutput<OpsOrder | null | undefined> }, target: 'missing' },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    ready: {
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
                target: '#opsOrder.loading',
                actions: { type: 'toastMoveReply', params: actorOutput<ApiResult<OpsOrder>> },
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
                target: '#opsOrder.loading',
                actions: { type: 'toastRefundReply', params: actorOutput<ApiResult<Refund>> },
              },
              { target: 'idle', actions: { type: 'toastRefundReply', params: actorOutput<ApiResult<Refund>> } },
            ],
            onError: { target: 'idle', actions: 'toastRefundFailed' },
          },
        },
      },
    },
    missing: {},
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
