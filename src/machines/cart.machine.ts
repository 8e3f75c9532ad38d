// The shopper's cart, one for the whole app. It follows the session: signed out, the lines are
// kept on this device and priced by the server for display; signed in, the cart is the server's,
// and at sign-in the device's lines are merged into it and forgotten here. Adding, removing,
// changing a quantity and applying or removing a coupon each show their toast; a refused coupon
// shows the server's reason; quantities above the stock say the item is out of stock.
import { assertEvent, assign, emit, fromCallback, fromPromise, not, setup, type EventObject } from 'xstate';
import {
  applyCartChange,
  cartChangeDone,
  cartChangeFailed,
  cartChangeRefused,
  cartUpdateBody,
  fitsStock,
  withinLineCap,
  withQuotedPrices,
  type CartChange,
  type CartToast,
  type LocalCartLine,
} from '@domain/cartChange';
import type { Cart, CartItemRef, CartQuote, CartUpdateBody } from '@domain/contract/commerce';
import type { ApiResult, Failure } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';

export interface CartContext {
  /** The signed-in shopper; null while signed out or not known yet. */
  uid: string | null;
  /** The lines kept on this device while signed out. */
  localItems: LocalCartLine[];
  /** The server cart when signed in, the priced local lines when signed out; null before either. */
  cart: Cart | CartQuote | null;
  /** The change being made. */
  change: CartChange | null;
  /** The local lines as they would be after the change (priced before they are kept). */
  proposed: CartItemRef[];
}

export type CartEvent =
  | { type: 'session.signedIn'; uid: string }
  | { type: 'session.signedOut' }
  | { type: 'cart.add'; itemId: string; quantity: number }
  | { type: 'cart.remove'; itemId: string }
  | { type: 'cart.setQuantity'; itemId: string; quantity: number }
  | { type: 'cart.applyCoupon'; couponId: string }
  | { type: 'cart.removeCoupon' }
  /** Several products at once, one of each (a doctor's recommendations); for a signed-in shopper. */
  | { type: 'cart.addAll'; itemIds: string[] }
  /** Load the cart again (the checkout sends it once an order is paid and the server emptied it). */
  | { type: 'cart.reload' };

export type CartEmitted = { type: 'toast'; kind: ToastKind; text: string; life?: number };

/** The number on the cart badge: lines of the server cart when signed in, else lines on the device. */
export function cartBadgeCount(context: CartContext): number {
  return context.uid === null ? context.localItems.length : (context.cart?.orderItems.length ?? 0);
}

/** The coupon on the server cart, if any (a signed-out visitor's priced cart has none). */
export function appliedCoupon(context: CartContext): Cart['coupon'] {
  return context.cart !== null && 'coupon' in context.cart ? context.cart.coupon : null;
}

function changeOf(event: CartEvent, context: CartContext): CartChange {
  assertEvent(event, ['cart.add', 'cart.remove', 'cart.setQuantity', 'cart.applyCoupon', 'cart.removeCoupon']);
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', itemId: event.itemId, quantity: event.quantity };
    case 'cart.remove':
      return { kind: 'remove', itemId: event.itemId };
    case 'cart.setQuantity':
      return { kind: 'setQuantity', itemId: event.itemId, quantity: event.quantity };
    case 'cart.applyCoupon':
      return { kind: 'applyCoupon', couponId: event.couponId };
    case 'cart.removeCoupon':
      return { kind: 'removeCoupon', couponId: appliedCoupon(context)?.couponId ?? '' };
  }
}

function updateBody({ context }: { context: CartContext }): CartUpdateBody {
  const change = context.change!;
  const itemId = 'itemId' in change ? change.itemId : undefined;
  const line = context.cart?.orderItems.find((candidate) => candidate._id === itemId);
  return cartUpdateBody(context.uid!, change, line?.sellingPrice);
}

const toastOf = (kind: ToastKind, toast: CartToast): CartEmitted => ({ type: 'toast', kind, ...toast });

export const cartMachine = setup({
  types: {
    input: {} as { localItems: LocalCartLine[] },
    /** loading: no cart to show yet; busy: a change is on its way (buttons wait). */
    tags: {} as 'loading' | 'busy',
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    watchSession: fromCallback<EventObject>(() => () => undefined),
    /** The stored cart, or why not. */
    fetchCart: fromPromise<ApiResult<Cart>, string>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'fetchCart is provided by the composition root',
    })),
    updateCart: fromPromise<ApiResult<Cart>, CartUpdateBody>(async () => {
      throw new Error('updateCart is provided by the composition root');
    }),
    mergeCart: fromPromise<Cart, { uid: string; items: CartItemRef[] }>(async () => {
      throw new Error('mergeCart is provided by the composition root');
    }),
    quoteCart: fromPromise<CartQuote, CartItemRef[]>(async () => {
      throw new Error('quoteCart is provided by the composition root');
    }),
  },
  guards: {
    hasLocalItems: ({ context }) => context.localItems.length > 0,
    hasNoLocalItems: not('hasLocalItems'),
    isOtherShopper: ({ context, event }) => {
      assertEvent(event, 'session.signedIn');
      return event.uid !== context.uid;
    },
    proposalWithinLineCap: ({ context }) => withinLineCap(context.proposed),
    changeFitsStock: ({ context }, quote: CartQuote) => fitsStock(context.change!, context.proposed, quote.orderItems),
    /** The server answered with the cart (read or changed). */
    gotCart: (_, result: ApiResult<Cart>) => result.success,
    hasCoupon: ({ context }) => appliedCoupon(context) !== null,
  },
  actions: {
    storeUid: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { uid: event.uid, cart: null };
    }),
    forgetServerCart: assign({ uid: null, cart: null }),
    storeCart: assign((_, cart: Cart | CartQuote) => ({ cart })),
    storeUpdatedCart: assign((_, result: ApiResult<Cart>) => (result.success ? { cart: result.data } : {})),
    forgetLocalItems: assign({ localItems: [] }),
    proposeChange: assign(({ context, event }) => {
      const change = changeOf(event, context);
      return { change, proposed: applyCartChange(context.localItems, change) };
    }),
    keepProposedItems: assign(({ context }, quote: CartQuote) => ({
      localItems: withQuotedPrices(context.proposed, quote.orderItems),
    })),
    // Provided by the composition root: keeps the device's lines (localStorage).
    persistLocalItems: (_, _items: LocalCartLine[]) => undefined,
    toastDone: emit(({ context }) => toastOf('success', cartChangeDone(context.change!))),
    toastFailed: emit(({ context }) => toastOf('error', cartChangeFailed(context.change!))),
    toastOutOfStock: emit(toastOf('error', { text: COMMON_MESSAGES.itemOutOfStock })),
    toastAddedAll: emit(toastOf('success', { text: COMMON_MESSAGES.itemAddedToCart })),
    toastAddAllFailed: emit(toastOf('error', { text: COMMON_MESSAGES.errorAddingToCart })),
    toastRefused: emit(({ context }, result: ApiResult<Cart>) =>
      toastOf('error', cartChangeRefused(context.change!, result as Failure)),
    ),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ uid: null, localItems: input.localItems, cart: null, change: null, proposed: [] }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      tags: ['loading'],
      on: {
        'session.signedIn': { target: 'signedIn', actions: 'storeUid' },
        'session.signedOut': 'signedOut',
      },
    },
    signedOut: {
      entry: 'forgetServerCart',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'storeUid' } },
      initial: 'pricing',
      states: {
        pricing: {
          tags: ['loading'],
          always: { guard: 'hasNoLocalItems', target: 'ready' },
          invoke: {
            id: 'quoteCart',
            src: 'quoteCart',
            input: ({ context }) => context.localItems,
            onDone: { target: 'ready', actions: { type: 'storeCart', params: actorOutput<CartQuote> } },
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'cart.add': { target: 'checking', actions: 'proposeChange' },
            'cart.remove': { target: 'checking', actions: 'proposeChange' },
            'cart.setQuantity': { target: 'checking', actions: 'proposeChange' },
            'cart.reload': 'pricing',
          },
        },
        checking: {
          always: [
            { guard: 'proposalWithinLineCap', target: 'changing' },
            { target: 'ready', actions: 'toastOutOfStock' },
          ],
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'quoteChange',
            src: 'quoteCart',
            input: ({ context }) => context.proposed,
            onDone: [
              {
                guard: { type: 'changeFitsStock', params: actorOutput<CartQuote> },
                target: 'ready',
                actions: [
                  { type: 'storeCart', params: actorOutput<CartQuote> },
                  { type: 'keepProposedItems', params: actorOutput<CartQuote> },
                  { type: 'persistLocalItems', params: ({ context }) => context.localItems },
                  'toastDone',
                ],
              },
              { target: 'ready', actions: 'toastOutOfStock' },
            ],
            onError: { target: 'ready', actions: 'toastFailed' },
          },
        },
        failed: {
          on: {
            'cart.add': { target: 'checking', actions: 'proposeChange' },
            'cart.reload': 'pricing',
          },
        },
      },
    },
    signedIn: {
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': { guard: 'isOtherShopper', target: 'signedIn', reenter: true, actions: 'storeUid' },
      },
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasLocalItems', target: 'merging' }, { target: 'loading' }],
        },
        merging: {
          tags: ['loading', 'busy'],
          invoke: {
            id: 'mergeCart',
            src: 'mergeCart',
            input: ({ context }) => ({ uid: context.uid!, items: context.localItems }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeCart', params: actorOutput<Cart> },
                'forgetLocalItems',
                { type: 'persistLocalItems', params: ({ context }) => context.localItems },
              ],
            },
            // The device keeps its lines, to merge at the next sign-in.
            onError: 'loading',
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            input: ({ context }) => context.uid!,
            onDone: [
              {
                guard: { type: 'gotCart', params: actorOutput<ApiResult<Cart>> },
                target: 'ready',
                actions: { type: 'storeUpdatedCart', params: actorOutput<ApiResult<Cart>> },
              },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'cart.add': { target: 'updating', actions: 'proposeChange' },
            'cart.remove': { target: 'updating', actions: 'proposeChange' },
            'cart.setQuantity': { target: 'updating', actions: 'proposeChange' },
            'cart.applyCoupon': { target: 'updating', actions: 'proposeChange' },
            'cart.removeCoupon': { guard: 'hasCoupon', target: 'updating', actions: 'proposeChange' },
            'cart.addAll': 'addingAll',
            'cart.reload': 'loading',
          },
        },
        // The merge call adds each product's quantity to the server cart in one transaction,
        // capped by the stock, so several products never race one another's updates.
        addingAll: {
          tags: ['busy'],
          invoke: {
            id: 'addAll',
            src: 'mergeCart',
            input: ({ context, event }) => {
              assertEvent(event, 'cart.addAll');
              return { uid: context.uid!, items: event.itemIds.map((_id) => ({ _id, quantity: 1 })) };
            },
            onDone: { target: 'ready', actions: [{ type: 'storeCart', params: actorOutput<Cart> }, 'toastAddedAll'] },
            onError: { target: 'ready', actions: 'toastAddAllFailed' },
          },
        },
        updating: {
          tags: ['busy'],
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: updateBody,
            onDone: [
              {
                guard: { type: 'gotCart', params: actorOutput<ApiResult<Cart>> },
                target: 'ready',
                actions: [{ type: 'storeUpdatedCart', params: actorOutput<ApiResult<Cart>> }, 'toastDone'],
              },
              { target: 'ready', actions: { type: 'toastRefused', params: actorOutput<ApiResult<Cart>> } },
            ],
            onError: { target: 'ready', actions: 'toastFailed' },
          },
        },
        failed: {
          on: {
            'cart.add': { target: 'updating', actions: 'proposeChange' },
            'cart.reload': 'loading',
          },
        },
      },
    },
  },
});
