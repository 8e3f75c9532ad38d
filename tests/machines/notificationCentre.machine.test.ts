import { describe, expect, it, vi } from 'vitest';
import type { NotificationEntry, NotificationPage } from '@domain/contract/notifications';
import { CENTRE_PAGE_SIZE, CENTRE_REFRESH_MS } from '@domain/notificationCentre';
import { notificationCentreMachine } from '@machines/notificationCentre.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors, flushActors } from '../support/fakeActors';
import { silent } from '../support/inert';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const entry = (id: string, read = false): NotificationEntry => ({
  _id: id,
  kind: 'orderPlaced',
  title: `Order placed: ${id}`,
  link: `/dashboard/orders/${id}`,
  at: '2026-11-27T09:00:00.000Z',
  read,
});
const pageOf = (items: NotificationEntry[], start = 0): NotificationPage => ({
  items,
  unread: items.filter((item) => !item.read).length,
  total: items.length,
  start,
  limit: CENTRE_PAGE_SIZE,
});

const events = [
  { type: 'session.signedIn', uid: 'u1' },
  { type: 'session.signedIn', uid: 'u2' },
  { type: 'session.signedOut' },
  { type: 'notifications.page', start: 10 },
  { type: 'notifications.refresh' },
  { type: 'notifications.markRead', ids: ['n1'] },
  actorDone('loadNotifications', replyOf(pageOf([entry('n1')]))),
  actorDone('loadNotifications', UNANSWERED),
  actorFails('loadNotifications', new Error('offline')),
  actorDone('markRead', replyOf({ unread: 0 })),
  actorDone('markRead', UNANSWERED),
  actorFails('markRead', new Error('offline')),
];

function run() {
  const fakes = fakeActors('loadNotifications', 'markRead');
  const machine = notificationCentreMachine.provide({ actors: { ...fakes.actors, watchSession: silent() } });
  const actor = createActor(machine).start();
  return { fakes, actor, machine };
}

describe('notification centre machine (generated paths)', () => {
  const paths = generatePaths(notificationCentreMachine, { events, kind: 'transitions' });
  const { fakes, machine } = run();
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        check: (snapshot) => {
          if (snapshot.matches('signedOut'))
            expect(snapshot.context).toMatchObject({ uid: null, items: [], unread: 0 });
          expect(fakes.isRunning('loadNotifications')).toBe(snapshot.matches({ signedIn: 'loading' }));
          expect(fakes.isRunning('markRead')).toBe(snapshot.matches({ signedIn: 'marking' }));
        },
      });
    });
  }
});

describe('notification centre rules', () => {
  it("loads the signed-in user's first page, and marks read what the server marked, with its count", async () => {
    const { actor, fakes } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    expect(fakes.inputs('loadNotifications')).toEqual([{ uid: 'u1', start: 0, limit: CENTRE_PAGE_SIZE }]);
    await fakes.resolve('loadNotifications', replyOf(pageOf([entry('n2'), entry('n1')])));
    expect(actor.getSnapshot().context.unread).toBe(2);
    actor.send({ type: 'notifications.markRead', ids: ['n1'] });
    expect(fakes.inputs('markRead')).toEqual([{ uid: 'u1', ids: ['n1'] }]);
    await fakes.resolve('markRead', replyOf({ unread: 1 }));
    const { items, unread, markFailed } = actor.getSnapshot().context;
    expect(items.map((item) => [item._id, item.read])).toEqual([
      ['n2', false],
      ['n1', true],
    ]);
    expect({ unread, markFailed }).toEqual({ unread: 1, markFailed: false });
  });

  it('keeps the list when marking fails and says so; the next mark clears the failure', async () => {
    const { actor, fakes } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('loadNotifications', replyOf(pageOf([entry('n1')])));
    actor.send({ type: 'notifications.markRead', ids: ['n1'] });
    await fakes.resolve('markRead', UNANSWERED);
    expect(actor.getSnapshot().context).toMatchObject({ unread: 1, markFailed: true, items: [{ read: false }] });
    actor.send({ type: 'notifications.markRead', ids: ['n1'] });
    expect(actor.getSnapshot().context.markFailed).toBe(false);
  });

  it('asks again every refresh interval while shown, so a new message shows up', async () => {
    vi.useFakeTimers();
    try {
      const { actor, fakes } = run();
      actor.send({ type: 'session.signedIn', uid: 'u1' });
      await fakes.resolve('loadNotifications', replyOf(pageOf([])));
      await vi.advanceTimersByTimeAsync(CENTRE_REFRESH_MS - 1);
      await flushActors();
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
      await vi.advanceTimersByTimeAsync(1);
      await fakes.resolve('loadNotifications', replyOf(pageOf([entry('n1')])));
      expect(actor.getSnapshot().context.unread).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("pages from the asked start, loads another user's centre, and forgets it at sign-out", async () => {
    const { actor, fakes } = run();
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    await fakes.resolve('loadNotifications', replyOf(pageOf([entry('n1')])));
    actor.send({ type: 'notifications.page', start: 10 });
    expect(fakes.inputs('loadNotifications').at(-1)).toEqual({ uid: 'u1', start: 10, limit: CENTRE_PAGE_SIZE });
    await fakes.resolve('loadNotifications', replyOf(pageOf([entry('n11')], 10)));
    actor.send({ type: 'session.signedIn', uid: 'u1' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    actor.send({ type: 'session.signedIn', uid: 'u2' });
    expect(fakes.inputs('loadNotifications').at(-1)).toEqual({ uid: 'u2', start: 0, limit: CENTRE_PAGE_SIZE });
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context).toMatchObject({ uid: null, items: [], unread: 0, start: 0 });
  });
});
