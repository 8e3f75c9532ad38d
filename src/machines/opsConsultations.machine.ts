// The day's consultations on the operator's desk (/ops/consultations). After the roles (operators
// only) it loads every doctor's consultations of one India day, a page at a time; another day or
// page loads again. The operator refunds part or all of a consultation's payment (within what is
// left of it); a started refund loads the day again, so the refunds and the amounts left show.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../domain/contract/envelope';
import type { OpsConsultationPage, OpsRefundBody, Refund } from '../domain/contract/ops';
import { OPS_MESSAGES, type OpsConsultationsFilter } from '../domain/ops';
import { REFUND_MESSAGES } from '../domain/refund';
import type { ToastKind } from '../domain/toast';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

export interface OpsConsultationsInput {
  uid: string;
  filter: OpsConsultationsFilter;
}

export interface OpsConsultationsContext extends OpsConsultationsInput {
  page: OpsConsultationPage | null;
}

export interface ConsultationRefund {
  consultationId: string;
  body: OpsRefundBody;
}

export type OpsConsultationsEvent =
  { type: 'retry' } | { type: 'filter'; filter: OpsConsultationsFilter } | ({ type: 'refund' } & ConsultationRefund);

export type OpsConsultationsEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const opsConsultationsMachine = setup({
  types: {
    input: {} as OpsConsultationsInput,
    context: {} as OpsConsultationsContext,
    events: {} as OpsConsultationsEvent,
    emitted: {} as OpsConsultationsEmitted,
  },
  actors: {
    roleAccess: roleAccessMachine,
    /** A page of the day's consultations; undefined when it could not be loaded. */
    loadConsultations: fromPromise<OpsConsultationPage | undefined, OpsConsultationsFilter>(async () => undefined),
    refundConsultation: fromPromise<ApiResult<Refund>, ConsultationRefund>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'refundConsultation not provided',
    })),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotConsultations: (_, page: OpsConsultationPage | undefined) => page !== undefined,
    /** A consultation on the page, and within what is left of its payment. */
    refundWithinLimit: ({ context, event }) => {
      assertEvent(event, 'refund');
      const consultation = context.page?.items.find((entry) => entry._id === event.consultationId);
      return consultation !== undefined && event.body.amountPaise <= consultation.refundablePaise;
    },
    refundStarted: (_, reply: ApiResult<Refund>) => reply.success,
  },
  actions: {
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { filter: event.filter };
    }),
    storePage: assign((_, page: OpsConsultationPage | undefined) => ({ page: page ?? null })),
    toastRefundStarted: emit((_, reply: ApiResult<Refund>) => ({
      type: 'toast' as const,
      kind: 'success' as const,
      text: reply.success ? REFUND_MESSAGES.started(reply.data.amountPaise) : OPS_MESSAGES.refundFailed,
    })),
    toastRefundRefused: emit((_, reply: ApiResult<Refund>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? OPS_MESSAGES.refundFailed : reply.message,
    })),
    toastRefundFailed: emit({ type: 'toast', kind: 'error', text: OPS_MESSAGES.refundFailed }),
  },
}).createMachine({
  id: 'opsConsultations',
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
        id: 'loadConsultations',
        src: 'loadConsultations',
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: 'gotConsultations', params: actorOutput<OpsConsultationPage | undefined> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<OpsConsultationPage | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
      on: {
        filter: { target: 'loading', reenter: true, actions: 'storeFilter' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            filter: { target: '#opsConsultations.loading', actions: 'storeFilter' },
            refund: { guard: 'refundWithinLimit', target: 'refunding' },
          },
        },
        refunding: {
          invoke: {
            id: 'refundConsultation',
            src: 'refundConsultation',
            input: ({ event }) => {
              assertEvent(event, 'refund');
              return { consultationId: event.consultationId, body: event.body };
            },
            onDone: [
              {
                // Loaded again: the refunds and the amounts left changed.
                guard: { type: 'refundStarted', params: actorOutput<ApiResult<Refund>> },
                target: '#opsConsultations.loading',
                actions: { type: 'toastRefundStarted', params: actorOutput<ApiResult<Refund>> },
              },
              { target: 'idle', actions: { type: 'toastRefundRefused', params: actorOutput<ApiResult<Refund>> } },
            ],
            onError: { target: 'idle', actions: 'toastRefundFailed' },
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
