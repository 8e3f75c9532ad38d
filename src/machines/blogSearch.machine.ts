// Searching the blog index: the query settles for the debounce time, then the search runs;
// an empty query shows every post.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SEARCH_TIMING } from '../domain/constants';
import type { BlogPostSummary } from '../domain/contract/content';
import { actorOutput } from './actorOutput';

export interface BlogSearchContext {
  query: string;
  posts: BlogPostSummary[] | undefined;
}

type Posts = BlogPostSummary[] | undefined;

const initialContext = ({ input }: { input: { query: string } }): BlogSearchContext => ({
  query: input.query,
  posts: undefined,
});
const trimmedQuery = ({ context }: { context: BlogSearchContext }) => context.query.trim();

export type BlogSearchEvent = { type: 'type'; query: string } | { type: 'retry' };

export const blogSearchMachine = setup({
  types: {
    input: {} as { query: string },
    context: {} as BlogSearchContext,
    events: {} as BlogSearchEvent,
  },
  actors: {
    searchBlogs: fromPromise<Posts, string>(async () => undefined),
  },
  delays: { debounce: SEARCH_TIMING.debounceMs },
  guards: {
    gotPosts: (_, posts: Posts) => posts !== undefined,
  },
  actions: {
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'type');
      return { query: event.query };
    }),
    storePosts: assign((_, posts: Posts) => ({ posts })),
  },
}).createMachine({
  id: 'blogSearch',
  context: initialContext,
  initial: 'searching',
  on: { type: { target: '.debouncing', actions: 'storeQuery' } },
  states: {
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        id: 'searchBlogs',
        src: 'searchBlogs',
        input: trimmedQuery,
        onDone: [
          {
            guard: { type: 'gotPosts', params: actorOutput<Posts> },
            target: 'shown',
            actions: { type: 'storePosts', params: actorOutput<Posts> },
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
