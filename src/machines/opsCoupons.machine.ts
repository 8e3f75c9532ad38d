// The desk's coupons (/ops/coupons): the roles first (an operator, anyone else, or unavailable),
// then every coupon; a new coupon, or a change of one (ending it is a change to inactive), is
// saved and the list loaded again, or the server's refusal is said and the form stays.
import { assertEvent, emit, assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../domain/contract/envelope';
import type { OpsCoupon, OpsCouponCreateBody, OpsCouponUpdateBody } from '../domain/contract/ops';
import { OPS_MESSAGES } from '../domain/ops';
import type { ToastKind } from '../domain/toast';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

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
    roleAccess: roleAccessMachine,
    /** Every coupon; undefined when they could not be loaded. */
    loadCoupons: fromPromise<OpsCoupon[] | undefined, void>(async () => undefined),
    saveCoupon: fromPromise<ApiResult<OpsCoupon>, CouponSave>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'saveCoupon not provided',
    })),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotCoupons: (_, coupons: OpsCoupon[] | undefined) => coupons !== undefined,
    saved: (_, reply: ApiResult<OpsCoupon>) => reply.success,
  },
  actions: {
    storeCoupons: assign((_, coupons: OpsCoupon[] | undefined) => ({ coupons: coupons ?? null })),
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
        id: 'loadCoupons',
        src: 'loadCoupons',
        onDone: [
          {
            guard: { type: 'gotCoupons', params: actorOutput<OpsCoupon[] | undefined> },
            target: 'ready',
            actions: { type: 'storeCoupons', params: actorOutput<OpsCoupon[] | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
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
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
