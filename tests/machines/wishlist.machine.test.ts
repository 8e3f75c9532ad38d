import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { isInWishlist, wishlistMachine } from '@machines/wishlist.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { aWishlistOf } from '../support/builders/commerce';
import { fakeActors } from '../support/fakeActors';
import { silent } from '../support/inert';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const events = [
  { type: 'session.signedIn', uid: 'u1' },
  { type: 'session.signedIn', uid: 'u2' },
  { type: 'session.signedOut' },
  { type: 'wishlist.toggle', itemId: 'brahmi-vati' },
  { type: 'wishlist.reload' },
  actorDone('fetchWishlist', replyOf(aWishlistOf('brahmi-vati'))),
  actorDone('fetchWishlist', UNANSWERED),
  actorFails('fetchWishlist', new Error('offline')),
  actorDone('toggleWishlist', { itemId: 'brahmi-vati', inWishlist: false }),
  actorFails('toggleWishlist', new Error('offline')),
];

function run() {
  const fakes = fakeActors('fetchWishlist', 'toggleWishlist');
  const machine = wishlistMachine.provide({ actors: { ...fakes.actors, watchSession: silent() } });
  const actor = createActor(machine).start();
  const emitted: unknown[] = [];
  actor.on('toast', (event) => emitted.push(event));
  return { fakes, actor, emitted, machine };
}

describe('wishlist machine (generated paths)', () => {
  const paths = generatePaths(wishlistMachine, { events, kind: 'transitions' });
  const { fakes, machine } = run();
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        check: (snapshot) => {
          // Nobody signed in has an empty wishlist.
          if (snapshot.matches('signedOut')) expect(snapshot.context.items).toEqual([]);
          expect(fakes.isRunning('fetchWishlist')).toBe(snapshot.matches({ signedIn: 'loading' }));
          expect(fakes.isRunning('toggleWishlist')).toBe(snapshot.matches({ signedIn: 'toggling' }));
        },
      });
    });
  }
});

describe('wishlist rules', () => {
  it('adds an item with its toast and loads the list again for its real count', async () => {
    const { actor, fakes, emitted } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchWishlist', replyOf(aWishlistOf()));
    actor.send({ type: 'wishlist.toggle', itemId: 'brahmi-vati' });
    expect(fakes.inputs('toggleWishlist')).toEqual([{ uid: 'u1', itemId: 'brahmi-vati' }]);
    await fakes.resolve('toggleWishlist', { itemId: 'brahmi-vati', inWishlist: true });
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', text: COMMON_MESSAGES.itemAddedToWishlist }]);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loading' });
    await fakes.resolve('fetchWishlist', replyOf(aWishlistOf('brahmi-vati', 'triphala')));
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    expect(isInWishlist(actor.getSnapshot().context, 'brahmi-vati')).toBe(true);
  });

  it('drops a removed item at once, and names the failed direction', async () => {
    const { actor, fakes, emitted } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchWishlist', replyOf(aWishlistOf('brahmi-vati')));
    actor.send({ type: 'wishlist.toggle', itemId: 'brahmi-vati' });
    await fakes.reject('toggleWishlist', new Error('offline'));
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorRemovingFromWishlist });
    actor.send({ type: 'wishlist.toggle', itemId: 'triphala' });
    await fakes.reject('toggleWishlist', new Error('offline'));
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorAddingToWishlist });
    actor.send({ type: 'wishlist.toggle', itemId: 'brahmi-vati' });
    await fakes.resolve('toggleWishlist', { itemId: 'brahmi-vati', inWishlist: false });
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.itemRemovedFromWishlist });
  });

  it("loads another shopper's list when the shopper changes, and empties at sign-out", async () => {
    const { actor, fakes } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('fetchWishlist', replyOf(aWishlistOf('brahmi-vati')));
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    actor.send({ type: 'session.signedIn', uid: 'u2' });
    expect(fakes.inputs('fetchWishlist').at(-1)).toBe('u2');
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context).toEqual({ uid: null, items: [], itemId: null });
  });
});
