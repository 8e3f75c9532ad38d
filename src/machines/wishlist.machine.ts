// The shopper's wishlist, one for the whole app. Signed out it is empty (the heart asks the
// visitor to sign in); signed in it is the server's list. The heart toggles an item in or out
// with its toast, and the list is loaded again so the badge and the cart page show the real count.
import { assertEvent, assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Wishlist } from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';

export type WishlistItem = Wishlist['items'][number];

export interface WishlistContext {
  uid: string | null;
  items: WishlistItem[];
  /** The item being toggled. */
  itemId: string | null;
}

export type WishlistEvent =
  | { type: 'session.signedIn'; uid: string }
  | { type: 'session.signedOut' }
  | { type: 'wishlist.toggle'; itemId: string }
  | { type: 'wishlist.reload' };

export type WishlistEmitted = { type: 'toast'; kind: ToastKind; text: string };

export interface ToggleReply {
  itemId: string;
  inWishlist: boolean;
}

export function isInWishlist(context: WishlistContext, itemId: string): boolean {
  return context.items.some((item) => item._id === itemId);
}

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    watchSession: fromCallback<EventObject>(() => () => undefined),
    /** The stored wishlist, or why not. */
    fetchWishlist: fromPromise<ApiResult<Wishlist>, string>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'fetchWishlist is provided by the composition root',
    })),
    toggleWishlist: fromPromise<ToggleReply, { uid: string; itemId: string }>(async () => {
      throw new Error('toggleWishlist is provided by the composition root');
    }),
  },
  guards: {
    gotWishlist: (_, reply: ApiResult<Wishlist>) => reply.success,
    isOtherShopper: ({ context, event }) => {
      assertEvent(event, 'session.signedIn');
      return event.uid !== context.uid;
    },
  },
  actions: {
    storeUid: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { uid: event.uid, items: [] };
    }),
    forgetWishlist: assign({ uid: null, items: [], itemId: null }),
    storeItems: assign((_, reply: ApiResult<Wishlist>) => (reply.success ? { items: reply.data.items } : {})),
    storeItemId: assign(({ event }) => {
      assertEvent(event, 'wishlist.toggle');
      return { itemId: event.itemId };
    }),
    // The removed item leaves the list at once; an added one appears with its details on reload.
    applyToggle: assign(({ context }, reply: ToggleReply) => ({
      items: reply.inWishlist ? context.items : context.items.filter((item) => item._id !== reply.itemId),
    })),
    toastToggled: emit((_, reply: ToggleReply) => ({
      type: 'toast' as const,
      kind: 'success' as const,
      text: reply.inWishlist ? COMMON_MESSAGES.itemAddedToWishlist : COMMON_MESSAGES.itemRemovedFromWishlist,
    })),
    toastToggleFailed: emit(({ context }) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: isInWishlist(context, context.itemId ?? '')
        ? COMMON_MESSAGES.errorRemovingFromWishlist
        : COMMON_MESSAGES.errorAddingToWishlist,
    })),
  },
}).createMachine({
  id: 'wishlist',
  context: { uid: null, items: [], itemId: null },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'forgetWishlist',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'storeUid' } },
    },
    signedIn: {
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': { guard: 'isOtherShopper', target: 'signedIn', reenter: true, actions: 'storeUid' },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchWishlist',
            src: 'fetchWishlist',
            input: ({ context }) => context.uid!,
            onDone: [
              {
                guard: { type: 'gotWishlist', params: actorOutput<ApiResult<Wishlist>> },
                target: 'ready',
                actions: { type: 'storeItems', params: actorOutput<ApiResult<Wishlist>> },
              },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'wishlist.toggle': { target: 'toggling', actions: 'storeItemId' },
            'wishlist.reload': 'loading',
          },
        },
        toggling: {
          invoke: {
            id: 'toggleWishlist',
            src: 'toggleWishlist',
            input: ({ context }) => ({ uid: context.uid!, itemId: context.itemId! }),
            onDone: {
              target: 'loading',
              actions: [
                { type: 'applyToggle', params: actorOutput<ToggleReply> },
                { type: 'toastToggled', params: actorOutput<ToggleReply> },
              ],
            },
            onError: { target: 'ready', actions: 'toastToggleFailed' },
          },
        },
        failed: {
          on: {
            'wishlist.toggle': { target: 'toggling', actions: 'storeItemId' },
            'wishlist.reload': 'loading',
          },
        },
      },
    },
  },
});
