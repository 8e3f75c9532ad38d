// The desk's doctor applications (/ops/doctors): the roles first (an operator, anyone else, or
// unavailable), then the applications of one status; a pending one is verified, or rejected with
// a reason, and the list is loaded again either way (another operator may have decided it first).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../domain/contract/envelope';
import type { DoctorApplicationStatus, OpsDoctorApplication, OpsDoctorApplicationPage } from '../domain/contract/ops';
import { OPS_MESSAGES, type ApplicationDecision } from '../domain/ops';
import type { ToastKind } from '../domain/toast';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

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
    roleAccess: roleAccessMachine,
    /** The applications of a status; undefined when they could not be loaded. */
    loadApplications: fromPromise<OpsDoctorApplicationPage | undefined, DoctorApplicationStatus>(async () => undefined),
    decideApplication: fromPromise<
      ApiResult<OpsDoctorApplication>,
      { applicationId: string; decision: ApplicationDecision }
    >(async () => ({ success: false, code: 'unanswered', message: 'decideApplication not provided' })),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotApplications: (_, page: OpsDoctorApplicationPage | undefined) => page !== undefined,
    decided: (_, reply: ApiResult<OpsDoctorApplication>) => reply.success,
  },
  actions: {
    storeStatus: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { status: event.status };
    }),
    storePage: assign((_, page: OpsDoctorApplicationPage | undefined) => ({ page: page ?? null })),
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
        id: 'loadApplications',
        src: 'loadApplications',
        input: ({ context }) => context.status,
        onDone: [
          {
            guard: { type: 'gotApplications', params: actorOutput<OpsDoctorApplicationPage | undefined> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<OpsDoctorApplicationPage | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
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
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
