// The desk's doctor applications (/ops/doctors): the roles first (an operator, anyone else, or
// unavailable), then the applications of one status; a pending one is verified, or rejected with
// a reason, and the list is loaded again either way (another operator may have decided it first).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { DoctorApplicationStatus, OpsDoctorApplication, OpsDoctorApplicationPage } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { type ApplicationDecision } from '@domain/ops';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

export interface OpsDoctorsInput {
  uid: string;
  status: DoctorApplicationStatus;
}

export interface OpsDoctorsContext extends OpsDoctorsInput {
  page: OpsDoctorApplicationPage | null;
}

export type OpsDoctorsEvent =
  | { type: 'retry' }
  | { type: 'filter'; status: DoctorApplicationStatus }
  | { type: 'decide'; applicationId: string; decision: ApplicationDecision };

export type OpsDoctorsEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const opsDoctorsMachine = setup({
  types: {
    input: {} as OpsDoctorsInput,
    context: {} as OpsDoctorsContext,
    events: {} as OpsDoctorsEvent,
    emitted: {} as OpsDoctorsEmitted,
  },
  actors: {
    pagedList: pagedListMachine,
    decideApplication: fromPromise<
      ApiResult<OpsDoctorApplication>,
      { applicationId: string; decision: ApplicationDecision }
    >(async () => ({ success: false, code: 'unanswered', message: 'decideApplication not provided' })),
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
    decided: (_, reply: ApiResult<OpsDoctorApplication>) => reply.success,
  },
  actions: {
    storeStatus: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { status: event.status };
    }),
    storePage: assign((_, list: PagedList) => ({ page: loadedPage<OpsDoctorApplicationPage>(list) })),
    toastDecided: emit((_, reply: ApiResult<OpsDoctorApplication>) => ({
      type: 'toast' as const,
      kind: 'success' as const,
      text: reply.success ? OPS_MESSAGES.applicationDecidedNow(reply.data) : OPS_MESSAGES.decisionFailed,
    })),
    toastRefused: emit((_, reply: ApiResult<OpsDoctorApplication>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? OPS_MESSAGES.decisionFailed : reply.message,
    })),
    toastFailed: emit({ type: 'toast', kind: 'error', text: OPS_MESSAGES.decisionFailed }),
  },
}).createMachine({
  id: 'opsDoctors',
  context: ({ input }) => ({ ...input, page: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, context.status, context.page !== null),
        onDone: [
          {
            guard: { type: 'listLoaded', params: actorOutput<PagedList> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<PagedList> },
          },
          { guard: { type: 'listRefused', params: actorOutput<PagedList> }, target: 'notAnOperator' },
          { target: 'unavailable' },
        ],
      },
      on: {
        filter: { target: 'loading', reenter: true, actions: 'storeStatus' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            filter: { target: '#opsDoctors.loading', actions: 'storeStatus' },
            decide: { target: 'deciding' },
          },
        },
        deciding: {
          invoke: {
            id: 'decideApplication',
            src: 'decideApplication',
            input: ({ event }) => {
              assertEvent(event, 'decide');
              return { applicationId: event.applicationId, decision: event.decision };
            },
            onDone: [
              {
                guard: { type: 'decided', params: actorOutput<ApiResult<OpsDoctorApplication>> },
                target: '#opsDoctors.loading',
                actions: { type: 'toastDecided', params: actorOutput<ApiResult<OpsDoctorApplication>> },
              },
              {
                target: '#opsDoctors.loading',
                actions: { type: 'toastRefused', params: actorOutput<ApiResult<OpsDoctorApplication>> },
              },
            ],
            onError: { target: 'idle', actions: 'toastFailed' },
          },
        },
      },
    },
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
