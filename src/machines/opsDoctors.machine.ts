// The desk's doctor applications (/ops/doctors). Its list (the desk list: operators only, the
// applications of one status) runs beside it; a pending application is verified, or rejected with
// a reason, and the list is loaded again either way (another operator may have decided it first).
import { assertEvent, emit, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { DoctorApplicationStatus, OpsDoctorApplication } from '@domain/contract/ops';
import { failureToast, replyToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { type ApplicationDecision } from '@domain/ops';
import { actorOutput } from './actorOutput';
import { deskListMachine } from './deskList.machine';

export interface OpsDoctorsInput {
  uid: string;
  /** The list's first query: the applications of this status. */
  status: DoctorApplicationStatus;
}

export type OpsDoctorsEvent = { type: 'decide'; applicationId: string; decision: ApplicationDecision };

export const opsDoctorsMachine = setup({
  types: {
    input: {} as OpsDoctorsInput,
    context: {} as OpsDoctorsInput,
    events: {} as OpsDoctorsEvent,
    emitted: {} as DeskToast,
    children: {} as { list: 'deskList' },
  },
  actors: {
    deskList: deskListMachine,
    decideApplication: fromPromise<
      ApiResult<OpsDoctorApplication>,
      { applicationId: string; decision: ApplicationDecision }
    >(async () => notProvided('decideApplication')),
  },
  actions: {
    reloadList: sendTo('list', { type: 'reload' }),
    toastReply: emit(replyToast<OpsDoctorApplication>(OPS_MESSAGES.applicationDecidedNow)),
    toastFailed: emit(failureToast(OPS_MESSAGES.decisionFailed)),
  },
}).createMachine({
  id: 'opsDoctors',
  context: ({ input }) => input,
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.status }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: { decide: { target: 'deciding' } },
    },
    deciding: {
      invoke: {
        id: 'decideApplication',
        src: 'decideApplication',
        input: ({ event }) => {
          assertEvent(event, 'decide');
          return { applicationId: event.applicationId, decision: event.decision };
        },
        // Decided or refused (decided by another operator first), the list is loaded again.
        onDone: {
          target: 'idle',
          actions: [{ type: 'toastReply', params: actorOutput<ApiResult<OpsDoctorApplication>> }, 'reloadList'],
        },
        onError: { target: 'idle', actions: 'toastFailed' },
      },
    },
  },
});
