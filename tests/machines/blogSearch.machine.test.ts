import { describe, expect, it } from 'vitest';
import { SEARCH_TIMING } from '@domain/constants';
import type { BlogPostSummary } from '@domain/contract/content';
import { blogSearchMachine } from '@machines/blogSearch.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const post: BlogPostSummary = {
  _id: 'abhyanga',
  title: 'Abhyanga',
  excerpt: 'The daily oil massage.',
  coverImage: 'blogs/abhyanga.jpg',
  author: { _id: 'meera', name: 'Meera Iyer' },
  publishedAt: '2026-01-05T00:00:00.000Z',
  tags: ['routine'],
  readingMinutes: 4,
};
const events = [
  { type: 'type', query: 'abhy' },
  actorDone('searchBlogs', replyOf([post])),
  actorDone('searchBlogs', replyOf([])),
  actorDone('searchBlogs', UNANSWERED),
  actorFails('searchBlogs', new Error('offline')),
  { type: 'retry' },
];
const input = { query: '' };
const fakes = fakeActors('searchBlogs');
const machine = blogSearchMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('blog search machine (generated paths)', {
  logic: blogSearchMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['debouncing', 'searching', 'shown', 'unavailable'],
  // The search runs exactly while searching, for the trimmed query.
  runsWhile: { searchBlogs: 'searching' },
  check: (snapshot) => {
    if (snapshot.matches('searching')) expect(fakes.inputs('searchBlogs').at(-1)).toBe(snapshot.context.query.trim());
    if (snapshot.matches('shown')) expect(snapshot.context.posts).toBeDefined();
  },
  more: (paths) =>
    it('goes through the debounce delay', () => {
      expect(paths.some((path) => path.steps.some((step) => step.event.type.startsWith('xstate.after.debounce')))).toBe(
        true,
      );
    }),
});

// A page the server rendered: the walk starts with the embedded posts shown, and typing searches afresh.
describeGeneratedPaths('blog search machine from embedded posts (generated paths)', {
  logic: blogSearchMachine,
  machine,
  fakes,
  events,
  input: { query: 'abhyanga', preloaded: [post] },
  runsWhile: { searchBlogs: 'searching' },
  more: (paths) => it('starts shown', () => expect(paths[0]!.state.value).toBe('shown')),
});

describe('blog search from embedded posts', () => {
  it('shows the posts the server found for the query, with no search', () => {
    const actor = createActor(machine, { input: { query: 'abhyanga', preloaded: [post] } }).start();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.posts).toEqual([post]);
    expect(fakes.isRunning('searchBlogs')).toBe(false);
  });
});

describe('blog search timing', () => {
  it(`waits ${SEARCH_TIMING.debounceMs} ms of quiet before searching`, async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'type', query: 'a' });
    vi.advanceTimersByTime(SEARCH_TIMING.debounceMs - 1);
    actor.send({ type: 'type', query: 'ab' });
    vi.advanceTimersByTime(SEARCH_TIMING.debounceMs - 1);
    expect(actor.getSnapshot().value).toBe('debouncing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().context.query).toBe('ab');
    vi.useRealTimers();
  });
});
