// A typo-tolerant product search (spec §5): ask with prefix length 3, and while nothing is
// found loosen it to 2, 1 and 0. A failed search ends the ladder with nothing (failures are
// only logged, spec §7). Its output is the items found; the search box and /search run it.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { StoreItem } from '../domain/contract/catalogue';
import { acceptsSearchInput, nextPrefixLength, PREFIX_LADDER } from '../domain/search';
import type { ItemSearchRequest } from '../domain/searchRequests';

export type { ItemSearchRequest };

export interface SearchLadderInput {
  query: string;
  limit: number;
}

export interface SearchLadderContext extends SearchLadderInput {
  prefixLength: number;
  items: StoreItem[];
}

type Found = StoreItem[] | undefined;
const output = ({ event }: { event: DoneActorEvent<Found> }) => event.output;

export const searchLadderMachine = setup({
  types: {
    input: {} as SearchLadderInput,
    context: {} as SearchLadderContext,
    output: {} as StoreItem[],
  },
  actors: {
    fetchItems: fromPromise<Found, ItemSearchRequest>(async () => undefined),
  },
  guards: {
    isSearchable: ({ context }) => context.query.trim() !== '' && acceptsSearchInput(context.query),
    foundItems: (_, items: Found) => items !== undefined && items.length > 0,
    failed: (_, items: Found) => items === undefined,
    canLoosen: ({ context }) => nextPrefixLength(context.prefixLength) !== undefined,
  },
  actions: {
    storeItems: assign((_, items: Found) => ({ items: items ?? [] })),
    loosenPrefix: assign(({ context }) => ({
      prefixLength: nextPrefixLength(context.prefixLength) ?? context.prefixLength,
    })),
  },
}).createMachine({
  id: 'searchLadder',
  context: ({ input }) => ({
    query: input.query.trim(),
    limit: input.limit,
    prefixLength: PREFIX_LADDER[0],
    items: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isSearchable', target: 'fetching' }, { target: 'exhausted' }],
    },
    fetching: {
      invoke: {
        id: 'fetchItems',
        src: 'fetchItems',
        input: ({ context }) => ({ query: context.query, prefixLength: context.prefixLength, limit: context.limit }),
        onDone: [
          {
            guard: { type: 'foundItems', params: output },
            target: 'found',
            actions: { type: 'storeItems', params: output },
          },
          { guard: { type: 'failed', params: output }, target: 'failed' },
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
  output: ({ context }) => context.items,
});
