// The desk's coupons (/ops/coupons). Its list (the desk list: operators only, every coupon) runs
// beside it; a new coupon, or a change of one (ending it is a change to inactive), is saved and
// the list loaded again, or the server's refusal is said and the form stays.
import { assertEvent, emit, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { OpsCoupon, OpsCouponCreateBody, OpsCouponUpdateBody } from '@domain/contract/ops';
import { failureToast, replySucceeded, replyToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { actorOutput } from './actorOutput';
import { deskListMachine } from './deskList.machine';

/** A new coupon, or a change of the coupon `code`. */
export type CouponSave =
  { kind: 'create'; body: OpsCouponCreateBody } | { kind: 'change'; code: string; body: OpsCouponUpdateBody };

export interface OpsCouponsInput {
  uid: string;
}

export type OpsCouponsEvent = { type: 'save'; save: CouponSave };

/** A toast, and `saved` once a save went through (the page closes its new-coupon form). */
export type OpsCouponsEmitted = DeskToast | { type: 'saved' };

export const opsCouponsMachine = setup({
  types: {
    input: {} as OpsCouponsInput,
    context: {} as OpsCouponsInput,
    events: {} as OpsCouponsEvent,
    emitted: {} as OpsCouponsEmitted,
    children: {} as { list: 'deskList' },
  },
  actors: {
    deskList: deskListMachine,
    saveCoupon: fromPromise<ApiResult<OpsCoupon>, CouponSave>(async () => notProvided('saveCoupon')),
  },
  guards: {
    saved: replySucceeded,
  },
  actions: {
    reloadList: sendTo('list', { type: 'reload' }),
    toastReply: emit(
      replyToast<OpsCoupon>((coupon) =>
        coupon.active ? OPS_MESSAGES.couponSaved(coupon._id) : OPS_MESSAGES.couponEnded(coupon._id),
      ),
    ),
    toastFailed: emit(failureToast(OPS_MESSAGES.couponFailed)),
    announceSaved: emit({ type: 'saved' }),
  },
}).createMachine({
  id: 'opsCoupons',
  context: ({ input }) => input,
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: undefined }),
  },
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
            target: 'idle',
            actions: [{ type: 'toastReply', params: actorOutput<ApiResult<OpsCoupon>> }, 'announceSaved', 'reloadList'],
          },
          { target: 'idle', actions: { type: 'toastReply', params: actorOutput<ApiResult<OpsCoupon>> } },
        ],
        onError: { target: 'idle', actions: 'toastFailed' },
      },
    },
  },
});
