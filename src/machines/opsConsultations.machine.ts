// The day's consultations on the operator's desk (/ops/consultations). After the roles (operators
// only) it loads every doctor's consultations of one India day, a page at a time; another day or
// page loads again. The operator refunds part or all of a consultation's payment (within what is
// left of it); a started refund loads the day again, so the refunds and the amounts left show.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsConsultationPage, OpsRefundBody, Refund } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { type OpsConsultationsFilter } from '@domain/ops';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

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
    pagedList: pagedListMachine,
    refundConsultation: fromPromise<ApiResult<Refund>, ConsultationRefund>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'refundConsultation not provided',
    })),
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
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
    storePage: assign((_, list: PagedList) => ({ page: loadedPage<OpsConsultationPage>(list) })),
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
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, context.filter, context.page !== null),
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
      on: { retry: { target: 'loading' } },
    },
  },
});
