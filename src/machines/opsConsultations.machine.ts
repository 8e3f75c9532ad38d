// The day's consultations on the operator's desk (/ops/consultations). Its list (the desk list:
// operators only, every doctor's consultations of one India day, a page at a time) runs beside it.
// The operator refunds part or all of a consultation's payment (within what is left of it); a
// started refund loads the day again, so the refunds and the amounts left show.
import { assertEvent, emit, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { OpsConsultation, OpsRefundBody, Refund } from '@domain/contract/ops';
import { failureToast, replySucceeded, replyToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { type OpsConsultationsFilter } from '@domain/ops';
import { actorOutput } from './actorOutput';
import { deskListMachine } from './deskList.machine';

export interface OpsConsultationsInput {
  uid: string;
  /** The list's first query. */
  filter: OpsConsultationsFilter;
}

export interface ConsultationRefund {
  consultationId: string;
  body: OpsRefundBody;
}

/** A refund of `consultation`, as the list showed it. */
export type OpsConsultationsEvent = { type: 'refund'; consultation: OpsConsultation; body: OpsRefundBody };

export const opsConsultationsMachine = setup({
  types: {
    input: {} as OpsConsultationsInput,
    context: {} as OpsConsultationsInput,
    events: {} as OpsConsultationsEvent,
    emitted: {} as DeskToast,
    children: {} as { list: 'deskList' },
  },
  actors: {
    deskList: deskListMachine,
    refundConsultation: fromPromise<ApiResult<Refund>, ConsultationRefund>(async () =>
      notProvided('refundConsultation'),
    ),
  },
  guards: {
    /** Within what is left of the consultation's payment. */
    refundWithinLimit: ({ event }) => event.body.amountPaise <= event.consultation.refundablePaise,
    refundStarted: replySucceeded,
  },
  actions: {
    reloadList: sendTo('list', { type: 'reload' }),
    toastReply: emit(replyToast<Refund>((refund) => REFUND_MESSAGES.started(refund.amountPaise))),
    toastFailed: emit(failureToast(OPS_MESSAGES.refundFailed)),
  },
}).createMachine({
  id: 'opsConsultations',
  context: ({ input }) => input,
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.filter }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: { refund: { guard: 'refundWithinLimit', target: 'refunding' } },
    },
    refunding: {
      invoke: {
        id: 'refundConsultation',
        src: 'refundConsultation',
        input: ({ event }) => {
          assertEvent(event, 'refund');
          return { consultationId: event.consultation._id, body: event.body };
        },
        onDone: [
          {
            // Loaded again: the refunds and the amounts left changed.
            guard: { type: 'refundStarted', params: actorOutput<ApiResult<Refund>> },
            target: 'idle',
            actions: [{ type: 'toastReply', params: actorOutput<ApiResult<Refund>> }, 'reloadList'],
          },
          { target: 'idle', actions: { type: 'toastReply', params: actorOutput<ApiResult<Refund>> } },
        ],
        onError: { target: 'idle', actions: 'toastFailed' },
      },
    },
  },
});
