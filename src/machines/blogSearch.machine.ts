// Searching the blog index: the query settles for the debounce time, then the search runs;
// an empty query shows every post. A page the server rendered starts from the posts it embedded
// for the URL's query: shown at once, with no search.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SEARCH_TIMING } from '@domain/constants';
import type { BlogPostSummary } from '@domain/contract/content';
import type { ApiResult } from '@domain/contract/envelope';
import { actorOutput } from './actorOutput';

export interface BlogSearchContext {
  query: string;
  posts: BlogPostSummary[] | undefined;
}

type Posts = BlogPostSummary[] | undefined;

/** `preloaded`: the posts the server already found for `query`; absent when none. */
export interface BlogSearchInput {
  query: string;
  preloaded?: Posts;
}

const initialContext = ({ input }: { input: BlogSearchInput }): BlogSearchContext => ({
  query: input.query,
  posts: input.preloaded,
});
const trimmedQuery = ({ context }: { context: BlogSearchContext }) => context.query.trim();

export type BlogSearchEvent = { type: 'type'; query: string } | { type: 'retry' };

export const blogSearchMachine = setup({
  types: {
    input: {} as BlogSearchInput,
    context: {} as BlogSearchContext,
    events: {} as BlogSearchEvent,
  },
  actors: {
    /** The posts the query finds, or why not. */
    searchBlogs: fromPromise<ApiResult<BlogPostSummary[]>, string>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'searchBlogs is provided by the composition root',
    })),
  },
  delays: { debounce: SEARCH_TIMING.debounceMs },
  guards: {
    wasPreloaded: ({ context }) => context.posts !== undefined,
    gotPosts: (_, reply: ApiResult<BlogPostSummary[]>) => reply.success,
  },
  actions: {
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'type');
      return { query: event.query };
    }),
    storePosts: assign((_, reply: ApiResult<BlogPostSummary[]>) => (reply.success ? { posts: reply.data } : {})),
  },
}).createMachine({
  id: 'blogSearch',
  context: initialContext,
  initial: 'starting',
  on: { type: { target: '.debouncing', actions: 'storeQuery' } },
  states: {
    starting: {
      always: [{ guard: 'wasPreloaded', target: 'shown' }, { target: 'searching' }],
    },
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        id: 'searchBlogs',
        src: 'searchBlogs',
        input: trimmedQuery,
        onDone: [
          {
            guard: { type: 'gotPosts', params: actorOutput<ApiResult<BlogPostSummary[]>> },
            target: 'shown',
            actions: { type: 'storePosts', params: actorOutput<ApiResult<BlogPostSummary[]>> },
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
