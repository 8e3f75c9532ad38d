// The cart, wishlist and share-link machines for UI tests, with the commerce API and the
// clipboard replaced by what the test supplies. They follow the fake session's user.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { LocalCartLine } from '@domain/cartChange';
import type { Cart, CartItemRef, CartQuote, CartUpdateBody, Wishlist } from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import type { NotificationPage, NotificationReadReply } from '@domain/contract/notifications';
import type { AuthUser } from '@domain/session';
import { cartMachine } from '@machines/cart.machine';
import { notificationCentreMachine } from '@machines/notificationCentre.machine';
import { shareLinkMachine } from '@machines/shareLink.machine';
import { wishlistMachine, type ToggleReply } from '@machines/wishlist.machine';
import { replyOf } from '../support/apiReplies';
import { aServerCart, aWishlistOf } from '../support/builders/commerce';

export interface CommerceIo {
  user?: AuthUser | null;
  /** The lines on the device at start. */
  localItems?: LocalCartLine[];
  fetchCart?: (uid: string) => Promise<Cart>;
  updateCart?: (body: CartUpdateBody) => Promise<ApiResult<Cart>>;
  mergeCart?: (input: { uid: string; items: CartItemRef[] }) => Promise<Cart>;
  quoteCart?: (items: CartItemRef[]) => Promise<CartQuote>;
  fetchWishlist?: (uid: string) => Promise<Wishlist>;
  toggleWishlist?: (input: { uid: string; itemId: string }) => Promise<ToggleReply>;
  copyText?: (text: string) => Promise<void>;
  /** The page, or undefined for a call no reply explained. */
  loadNotifications?: (input: { uid: string; start: number; limit: number }) => Promise<NotificationPage | undefined>;
  /** The reply, or undefined for a call no reply explained. */
  markRead?: (input: { uid: string; ids: string[] }) => Promise<NotificationReadReply | undefined>;
  persistLocalItems?: (items: LocalCartLine[]) => void;
}

const followUser = (io: CommerceIo) =>
  fromCallback<EventObject>(({ sendBack }) => {
    sendBack(io.user ? { type: 'session.signedIn', uid: io.user.uid } : { type: 'session.signedOut' });
  });

export function fakeCart(io: CommerceIo) {
  return cartMachine.provide({
    actors: {
      watchSession: followUser(io),
      fetchCart: fromPromise(async ({ input }: { input: string }) =>
        replyOf(await (io.fetchCart ?? (async () => aServerCart([])))(input)),
      ),
      updateCart: fromPromise(({ input }: { input: CartUpdateBody }) =>
        (
          io.updateCart ??
          (async () => ({ success: false as const, code: 'unanswered' as const, message: 'not supplied' }))
        )(input),
      ),
      mergeCart: fromPromise(({ input }: { input: { uid: string; items: CartItemRef[] } }) =>
        (io.mergeCart ?? (async () => aServerCart([])))(input),
      ),
      quoteCart: fromPromise(({ input }: { input: CartItemRef[] }) =>
        (io.quoteCart ?? (async () => ({ orderItems: [], totals: aServerCart([]).totals })))(input),
      ),
    },
    actions: { persistLocalItems: (_, items: LocalCartLine[]) => io.persistLocalItems?.(items) },
  });
}

export function fakeWishlist(io: CommerceIo) {
  return wishlistMachine.provide({
    actors: {
      watchSession: followUser(io),
      fetchWishlist: fromPromise(async ({ input }: { input: string }) =>
        replyOf(await (io.fetchWishlist ?? (async () => aWishlistOf()))(input)),
      ),
      toggleWishlist: fromPromise(({ input }: { input: { uid: string; itemId: string } }) =>
        (io.toggleWishlist ?? (async ({ itemId }) => ({ itemId, inWishlist: true })))(input),
      ),
    },
  });
}

/** The notification centre: empty unless the test answers. */
export function fakeNotificationCentre(io: CommerceIo) {
  return notificationCentreMachine.provide({
    actors: {
      watchSession: followUser(io),
      loadNotifications: fromPromise(async ({ input }: { input: { uid: string; start: number; limit: number } }) =>
        replyOf(
          await (
            io.loadNotifications ?? (async ({ start, limit }) => ({ items: [], unread: 0, total: 0, start, limit }))
          )(input),
        ),
      ),
      markRead: fromPromise(async ({ input }: { input: { uid: string; ids: string[] } }) =>
        replyOf(await (io.markRead ?? (async () => ({ unread: 0 })))(input)),
      ),
    },
  });
}

export function fakeShareLink(io: CommerceIo) {
  return shareLinkMachine.provide({
    actors: {
      copyText: fromPromise(({ input }: { input: string }) => (io.copyText ?? (async () => undefined))(input)),
    },
  });
}
