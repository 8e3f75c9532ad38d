// The desk's coupons (/ops/coupons): the roles first (an operator, anyone else, or unavailable),
// then every coupon; a new coupon, or a change of one (ending it is a change to inactive), is
// saved and the list loaded again, or the server's refusal is said and the form stays.
import { assertEvent, emit, assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsCoupon, OpsCouponCreateBody, OpsCouponUpdateBody } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

/** A new coupon, or a change of the coupon `code`. */
export type CouponSave =
  { kind: 'create'; body: OpsCouponCreateBody } | { kind: 'change'; code: string; body: OpsCouponUpdateBody };

export interface OpsCouponsInput {
  uid: string;
}

export interface OpsCouponsContext extends OpsCouponsInput {
  coupons: OpsCoupon[] | null;
}

export type OpsCouponsEvent = { type: 'retry' } | { type: 'save'; save: CouponSave };

/** A toast, and `saved` once a save went through (the page closes its new-coupon form). */
export type OpsCouponsEmitted = { type: 'toast'; kind: ToastKind; text: string } | { type: 'saved' };

export const opsCouponsMachine = setup({
  types: {
    input: {} as OpsCouponsInput,
    context: {} as OpsCouponsContext,
    events: {} as OpsCouponsEvent,
    emitted: {} as OpsCouponsEmitted,
  },
  actors: {
    pagedList: pagedListMachine,
    saveCoupon: fromPromise<ApiResult<OpsCoupon>, CouponSave>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'saveCoupon not provided',
    })),
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
    saved: (_, reply: ApiResult<OpsCoupon>) => reply.success,
  },
  actions: {
    storePage: assign((_, list: PagedList) => ({ coupons: loadedPage<OpsCoupon[]>(list) })),
    toastSaved: emit((_, reply: ApiResult<OpsCoupon>) => ({
      type: 'toast' as const,
      kind: 'success' as const,
      text: !reply.success
        ? OPS_MESSAGES.couponFailed
        : reply.data.active
          ? OPS_MESSAGES.couponSaved(reply.data._id)
          : OPS_MESSAGES.couponEnded(reply.data._id),
    })),
    toastRefused: emit((_, reply: ApiResult<OpsCoupon>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? OPS_MESSAGES.couponFailed : reply.message,
    })),
    toastFailed: emit({ type: 'toast', kind: 'error', text: OPS_MESSAGES.couponFailed }),
    announceSaved: emit({ type: 'saved' }),
  },
}).createMachine({
  id: 'opsCoupons',
  context: ({ input }) => ({ ...input, coupons: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, undefined, context.coupons !== null),
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
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { save: { target: 'saving' } },
        },
        saving: {
          invoke: {
            id: 'saveCoupon',
            src: 'saveCoupon',
            input: ({ event }) => {
              assertEvent(event, 'save');
              return event.save;
            },
            onDone: [
              {
                guard: { type: 'saved', params: actorOutput<ApiResult<OpsCoupon>> },
                target: '#opsCoupons.loading',
                actions: [{ type: 'toastSaved', params: actorOutput<ApiResult<OpsCoupon>> }, 'announceSaved'],
              },
              { target: 'idle', actions: { type: 'toastRefused', params: actorOutput<ApiResult<OpsCoupon>> } },
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
