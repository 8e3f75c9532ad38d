// A typo-tolerant product search: ask with prefix length 3, and while nothing is found
// loosen it to 2, 1 and 0. A failed search (an unsuccessful reply) ends the ladder with nothing
// (failures are only logged). Its output is the items found; the search box and /search run it. On a page the server
// rendered, /search starts it from the items the server's own ladder found: done at once.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { StoreSearchItem } from '@domain/contract/search';
import { acceptsSearchInput, nextPrefixLength, PREFIX_LADDER } from '@domain/search';
import type { ItemSearchRequest } from '@domain/searchRequests';
import { actorOutput, savedRecord } from './actorOutput';

export type { ItemSearchRequest };

export interface SearchLadderInput {
  query: string;
  limit: number;
  /** What the server's ladder already found for this query; absent when nothing was embedded. */
  preloaded?: StoreSearchItem[] | undefined;
}

export interface SearchLadderContext {
  query: string;
  limit: number;
  prefixLength: number;
  items: StoreSearchItem[];
  preloaded: StoreSearchItem[] | undefined;
}

type Found = ApiResult<StoreSearchItem[]>;

const initialContext = ({ input }: { input: SearchLadderInput }): SearchLadderContext => ({
  query: input.query.trim(),
  limit: input.limit,
  prefixLength: PREFIX_LADDER[0],
  items: input.preloaded ?? [],
  preloaded: input.preloaded,
});
const requestOf = ({ context }: { context: SearchLadderContext }): ItemSearchRequest => ({
  query: context.query,
  prefixLength: context.prefixLength,
  limit: context.limit,
});
const itemsFound = ({ context }: { context: SearchLadderContext }) => context.items;

export const searchLadderMachine = setup({
  types: {
    input: {} as SearchLadderInput,
    context: {} as SearchLadderContext,
    output: {} as StoreSearchItem[],
  },
  actors: {
    fetchItems: fromPromise<Found, ItemSearchRequest>(async () => notProvided('fetchItems')),
  },
  guards: {
    preloadedFound: ({ context }) => context.preloaded !== undefined && context.preloaded.length > 0,
    preloadedNothing: ({ context }) => context.preloaded?.length === 0,
    isSearchable: ({ context }) => context.query.trim() !== '' && acceptsSearchInput(context.query),
    foundItems: (_, reply: Found) => reply.success && reply.data.length > 0,
    failed: (_, reply: Found) => !reply.success,
    canLoosen: ({ context }) => nextPrefixLength(context.prefixLength) !== undefined,
  },
  actions: {
    storeItems: assign((_, items: StoreSearchItem[]) => ({ items })),
    loosenPrefix: assign(({ context }) => ({
      prefixLength: nextPrefixLength(context.prefixLength) ?? context.prefixLength,
    })),
  },
}).createMachine({
  id: 'searchLadder',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'preloadedFound', target: 'found' },
        { guard: 'preloadedNothing', target: 'exhausted' },
        { guard: 'isSearchable', target: 'fetching' },
        { target: 'exhausted' },
      ],
    },
    fetching: {
      invoke: {
        id: 'fetchItems',
        src: 'fetchItems',
        input: requestOf,
        onDone: [
          {
            guard: { type: 'foundItems', params: actorOutput<Found> },
            target: 'found',
            actions: { type: 'storeItems', params: savedRecord<StoreSearchItem[]> },
          },
          { guard: { type: 'failed', params: actorOutput<Found> }, target: 'failed' },
          { guard: 'canLoosen', target: 'fetching', reenter: true, actions: 'loosenPrefix' },
          { target: 'exhausted' },
        ],
        onError: 'failed',
      },
    },
    found: { type: 'final' },
    exhausted: { type: 'final' },
    failed: { type: 'final' },
  },
  output: itemsFound,
});
