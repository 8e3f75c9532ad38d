import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { LocalCartLine } from '@domain/cartChange';
import { MAX_UNITS_PER_LINE } from '@domain/constants';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { TOAST_LIFE } from '@domain/toast';
import { cartBadgeCount, cartMachine, type CartContext } from '@machines/cart.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { aCartLine, aCartQuote, aServerCart } from '../support/builders/commerce';
import { fakeActors } from '../support/fakeActors';
import { silent } from '../support/inert';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const ITEM = 'ashwagandha-churna';
const OTHER = 'triphala-tablets';
const localItems: LocalCartLine[] = [{ _id: ITEM, quantity: 1, sellingPrice: 225 }];
const input = { localItems };
const withCoupon = aServerCart([aCartLine()], {
  coupon: { couponId: 'WELCOME10', description: '10% off', refusal: null },
});
const refusal = 'Add ₹74 more to use this coupon (minimum order ₹299)';

const events = [
  { type: 'session.signedIn', uid: 'u1' },
  { type: 'session.signedIn', uid: 'u2' },
  { type: 'session.signedOut' },
  { type: 'cart.add', itemId: OTHER, quantity: 1 },
  { type: 'cart.remove', itemId: ITEM },
  { type: 'cart.setQuantity', itemId: ITEM, quantity: 3 },
  { type: 'cart.setQuantity', itemId: ITEM, quantity: MAX_UNITS_PER_LINE + 1 },
  { type: 'cart.applyCoupon', couponId: 'WELCOME10' },
  { type: 'cart.removeCoupon' },
  { type: 'cart.reload' },
  { type: 'cart.addAll', itemIds: [ITEM, OTHER] },
  actorDone('quoteCart', aCartQuote()),
  actorFails('quoteCart', new Error('offline')),
  actorDone('quoteChange', aCartQuote([aCartLine(), aCartLine({ _id: OTHER })])),
  actorDone('quoteChange', aCartQuote([aCartLine({ maxQuantity: 0 }), aCartLine({ _id: OTHER, maxQuantity: 0 })])),
  actorFails('quoteChange', new Error('offline')),
  actorDone('mergeCart', aServerCart()),
  actorFails('mergeCart', new Error('offline')),
  actorDone('addAll', aServerCart([aCartLine(), aCartLine({ _id: OTHER })])),
  actorFails('addAll', new Error('offline')),
  actorDone('fetchCart', replyOf(withCoupon)),
  actorDone('fetchCart', UNANSWERED),
  actorFails('fetchCart', new Error('offline')),
  actorDone('updateCart', { success: true, data: aServerCart([aCartLine({ quantity: 3 })]) }),
  actorDone('updateCart', { success: false, code: 'out_of_stock', message: COMMON_MESSAGES.itemOutOfStock }),
  actorFails('updateCart', new Error('offline')),
];

/** States that differ only in what the lines say are the same state for the walk. */
const signature = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CartContext;
  return JSON.stringify({
    value: snapshot.value,
    uid: context.uid,
    local: context.localItems.length,
    lines: context.cart?.orderItems.length ?? null,
    coupon: context.cart !== null && 'coupon' in context.cart ? context.cart.coupon !== null : null,
  });
};

function run(items: LocalCartLine[] = localItems) {
  const fakes = fakeActors('fetchCart', 'updateCart', 'mergeCart', 'quoteCart');
  const persisted: LocalCartLine[][] = [];
  const machine = cartMachine.provide({
    actors: { ...fakes.actors, watchSession: silent() },
    actions: { persistLocalItems: (_, lines: LocalCartLine[]) => void persisted.push(lines) },
  });
  const actor = createActor(machine, { input: { localItems: items } }).start();
  const emitted: unknown[] = [];
  actor.on('toast', (event) => emitted.push(event));
  return { fakes, actor, emitted, persisted, machine };
}

describe('cart machine (generated paths)', () => {
  const paths = generatePaths(cartMachine, { events, input, kind: 'transitions', serializeState: signature });
  const { fakes, machine } = run();
  it(`walks ${paths.length} paths`, () => expect(paths.length).toBeGreaterThan(20));
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        input,
        project: (snapshot) => signature(snapshot),
        check: (snapshot) => {
          const context = snapshot.context as CartContext;
          // Signed out there is no shopper and never a server cart with a coupon.
          if (snapshot.matches('signedOut')) {
            expect(context.uid).toBeNull();
            expect(context.cart === null || !('coupon' in context.cart)).toBe(true);
          }
          // Once merged, the device keeps no lines.
          if (snapshot.matches({ signedIn: 'ready' }) && context.cart !== null) {
            expect('userId' in context.cart).toBe(true);
          }
          expect(fakes.isRunning('mergeCart')).toBe(snapshot.matches({ signedIn: 'merging' }));
          expect(fakes.isRunning('addAll')).toBe(snapshot.matches({ signedIn: 'addingAll' }));
          expect(fakes.isRunning('fetchCart')).toBe(snapshot.matches({ signedIn: 'loading' }));
          expect(fakes.isRunning('updateCart')).toBe(snapshot.matches({ signedIn: 'updating' }));
          expect(fakes.isRunning('quoteChange')).toBe(snapshot.matches({ signedOut: 'changing' }));
        },
      });
    });
  }
});

describe('cart rules', () => {
  it('prices the local cart while signed out and counts its lines on the badge', async () => {
    const { actor, fakes } = run();
    actor.send({ type: 'session.signedOut' });
    expect(fakes.inputs('quoteCart')).toEqual([localItems]);
    await fakes.resolve('quoteCart', aCartQuote());
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'ready' });
    expect(actor.getSnapshot().context.cart).toEqual(aCartQuote());
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(1);
  });

  it('asks nothing of the server for an empty local cart', () => {
    const { actor, fakes } = run([]);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'ready' });
    expect(fakes.isRunning('quoteCart')).toBe(false);
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(0);
  });

  it('keeps a local addition only when the stock holds it, and says so', async () => {
    const { actor, fakes, emitted, persisted } = run();
    actor.send({ type: 'session.signedOut' });
    await fakes.resolve('quoteCart', aCartQuote());
    actor.send({ type: 'cart.add', itemId: OTHER, quantity: 2 });
    expect(fakes.inputs('quoteChange').at(-1)).toEqual([localItems[0], { _id: OTHER, quantity: 2 }]);
    await fakes.resolve(
      'quoteChange',
      aCartQuote([aCartLine(), aCartLine({ _id: OTHER, sellingPrice: 300, quantity: 2 })]),
    );
    expect(actor.getSnapshot().context.localItems).toEqual([
      ...localItems,
      { _id: OTHER, quantity: 2, sellingPrice: 300 },
    ]);
    expect(persisted.at(-1)).toEqual(actor.getSnapshot().context.localItems);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.itemAddedToCart });

    actor.send({ type: 'cart.add', itemId: OTHER, quantity: 1 });
    await fakes.resolve('quoteChange', aCartQuote([aCartLine(), aCartLine({ _id: OTHER, maxQuantity: 2 })]));
    expect(actor.getSnapshot().context.localItems[1]?.quantity).toBe(2);
    expect(persisted).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.itemOutOfStock });
  });

  it('refuses more than the per-line cap on the device without asking the server', async () => {
    const { actor, fakes, emitted } = run();
    actor.send({ type: 'session.signedOut' });
    await fakes.resolve('quoteCart', aCartQuote());
    actor.send({ type: 'cart.add', itemId: ITEM, quantity: MAX_UNITS_PER_LINE });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'ready' });
    expect(fakes.isRunning('quoteChange')).toBe(false);
    expect(actor.getSnapshot().context.localItems).toEqual(localItems);
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', text: COMMON_MESSAGES.itemOutOfStock }]);
  });

  it('removes and changes local lines with their toasts, or says it could not', async () => {
    const { actor, fakes, emitted } = run();
    actor.send({ type: 'session.signedOut' });
    await fakes.resolve('quoteCart', aCartQuote());
    actor.send({ type: 'cart.setQuantity', itemId: ITEM, quantity: 2 });
    await fakes.reject('quoteChange', new Error('offline'));
    expect(actor.getSnapshot().context.localItems).toEqual(localItems);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorUpdatingQuantity });
    actor.send({ type: 'cart.remove', itemId: ITEM });
    await fakes.resolve('quoteChange', aCartQuote([]));
    expect(actor.getSnapshot().context.localItems).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.itemRemovedFromCart });
  });

  it('merges the local cart into the server cart at sign-in and forgets it here', async () => {
    const { actor, fakes, persisted } = run();
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    expect(fakes.inputs('mergeCart')).toEqual([{ uid: 'u1', items: localItems }]);
    await fakes.resolve('mergeCart', aServerCart([aCartLine(), aCartLine({ _id: OTHER })]));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(actor.getSnapshot().context.localItems).toEqual([]);
    expect(persisted).toEqual([[]]);
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(2);
  });

  it('keeps the local cart to merge next time when the merge fails, and shows the server cart', async () => {
    const { actor, fakes, persisted } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.reject('mergeCart', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loading' });
    await fakes.resolve('fetchCart', replyOf(aServerCart([])));
    expect(actor.getSnapshot().context.localItems).toEqual(localItems);
    expect(persisted).toEqual([]);
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(0);
  });

  it("adds several products at once through the merge call (a doctor's recommendations), or says it could not", async () => {
    const { actor, fakes, emitted } = run([]);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchCart', replyOf(aServerCart([])));
    actor.send({ type: 'cart.addAll', itemIds: [ITEM, OTHER] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('addAll')).toEqual([
      {
        uid: 'u1',
        items: [
          { _id: ITEM, quantity: 1 },
          { _id: OTHER, quantity: 1 },
        ],
      },
    ]);
    await fakes.resolve('addAll', aServerCart([aCartLine(), aCartLine({ _id: OTHER })]));
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(2);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.itemAddedToCart });
    actor.send({ type: 'cart.addAll', itemIds: [ITEM] });
    await fakes.reject('addAll', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(2);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorAddingToCart });
  });

  it('sends each change to the server cart with its toast', async () => {
    const { actor, fakes, emitted } = run([]);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchCart', replyOf(aServerCart()));
    actor.send({ type: 'cart.setQuantity', itemId: ITEM, quantity: 3 });
    expect(fakes.inputs('updateCart').at(-1)).toEqual({
      userId: 'u1',
      type: 'modifyItem',
      item: { _id: ITEM, sellingPrice: 225, quantity: 3 },
    });
    await fakes.resolve('updateCart', { success: true, data: aServerCart([aCartLine({ quantity: 3 })]) });
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.quantityUpdated });
    actor.send({ type: 'cart.add', itemId: OTHER, quantity: 1 });
    expect(fakes.inputs('updateCart').at(-1)).toEqual({
      userId: 'u1',
      type: 'addItem',
      item: { _id: OTHER, quantity: 1 },
    });
    await fakes.resolve('updateCart', {
      success: false,
      code: 'out_of_stock',
      message: COMMON_MESSAGES.itemOutOfStock,
    });
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.itemOutOfStock });
    actor.send({ type: 'cart.remove', itemId: ITEM });
    expect(fakes.inputs('updateCart').at(-1)).toEqual({
      userId: 'u1',
      type: 'removeItem',
      item: { _id: ITEM, quantity: 1 },
    });
    await fakes.resolve('updateCart', { success: false, code: 'conflict', message: 'Something else' });
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorRemovingFromCart });
    expect(actor.getSnapshot().context.cart?.orderItems[0]?.quantity).toBe(3);
  });

  it("shows a refused coupon's reason for the long life, and removes the applied coupon by its code", async () => {
    const { actor, fakes, emitted } = run([]);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchCart', replyOf(aServerCart()));
    actor.send({ type: 'cart.removeCoupon' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    actor.send({ type: 'cart.applyCoupon', couponId: 'BIG50' });
    expect(fakes.inputs('updateCart').at(-1)).toEqual({ userId: 'u1', type: 'applyCoupon', couponId: 'BIG50' });
    await fakes.resolve('updateCart', { success: false, code: 'invalid_input', message: refusal });
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: refusal, life: TOAST_LIFE.LONG });
    actor.send({ type: 'cart.applyCoupon', couponId: 'WELCOME10' });
    await fakes.resolve('updateCart', { success: true, data: withCoupon });
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.couponApplied });
    actor.send({ type: 'cart.removeCoupon' });
    expect(fakes.inputs('updateCart').at(-1)).toEqual({ userId: 'u1', type: 'removeCoupon', couponId: 'WELCOME10' });
    await fakes.reject('updateCart', new Error('offline'));
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorRemovingCoupon });
  });

  it("says 'Error applying coupon' (and each change's own error) when no reply said why", async () => {
    const { actor, fakes, emitted } = run([]);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchCart', replyOf(aServerCart()));
    // What the API client answers when the server could not be reached.
    const unanswered = { success: false, code: 'unanswered', message: COMMON_MESSAGES.genericError };
    actor.send({ type: 'cart.applyCoupon', couponId: 'WELCOME10' });
    await fakes.resolve('updateCart', unanswered);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorApplyingCoupon });
    actor.send({ type: 'cart.setQuantity', itemId: ITEM, quantity: 3 });
    await fakes.resolve('updateCart', unanswered);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorUpdatingQuantity });
  });

  it('loads the server cart again on cart.reload (after an order is paid) and forgets it at sign-out', async () => {
    const { actor, fakes } = run([]);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchCart', replyOf(aServerCart()));
    actor.send({ type: 'cart.reload' });
    await fakes.resolve('fetchCart', replyOf(aServerCart([])));
    expect(cartBadgeCount(actor.getSnapshot().context)).toBe(0);
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    actor.send({ type: 'session.signedIn', uid: 'u2' });
    expect(fakes.inputs('fetchCart').at(-1)).toBe('u2');
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context).toMatchObject({ uid: null, cart: null });
  });
});
