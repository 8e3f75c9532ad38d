// Searching the blog index: the query settles for the debounce time, then the search runs;
// an empty query shows every post.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { SEARCH_TIMING } from '../domain/constants';
import type { BlogPostSummary } from '../domain/contract/content';

export interface BlogSearchContext {
  query: string;
  posts: BlogPostSummary[] | undefined;
}

export type BlogSearchEvent = { type: 'type'; query: string } | { type: 'retry' };

export const blogSearchMachine = setup({
  types: {
    input: {} as { query: string },
    context: {} as BlogSearchContext,
    events: {} as BlogSearchEvent,
  },
  actors: {
    searchBlogs: fromPromise<BlogPostSummary[] | undefined, string>(async () => undefined),
  },
  delays: { debounce: SEARCH_TIMING.debounceMs },
  guards: {
    gotPosts: (_, posts: BlogPostSummary[] | undefined) => posts !== undefined,
  },
  actions: {
    storeQuery: assign(({ event }) => (event.type === 'type' ? { query: event.query } : {})),
    storePosts: assign((_, posts: BlogPostSummary[] | undefined) => ({ posts })),
  },
}).createMachine({
  id: 'blogSearch',
  context: ({ input }) => ({ query: input.query, posts: undefined }),
  initial: 'searching',
  on: { type: { target: '.debouncing', actions: 'storeQuery' } },
  states: {
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        id: 'searchBlogs',
        src: 'searchBlogs',
        input: ({ context }) => context.query.trim(),
        onDone: [
          {
            guard: {
              type: 'gotPosts',
              params: ({ event }: { event: DoneActorEvent<BlogPostSummary[] | undefined> }) => event.output,
            },
            target: 'shown',
            actions: {
              type: 'storePosts',
              params: ({ event }: { event: DoneActorEvent<BlogPostSummary[] | undefined> }) => event.output,
            },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    shown: {},
    unavailable: { on: { retry: 'searching' } },
  },
});
