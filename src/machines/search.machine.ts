// The search box. Typed text that has anything but letters, digits and spaces
// is ignored. A query waits out the debounce, then searches products (through the prefix ladder)
// and doctors in parallel, with the concern pages the query names beside the products; on /doctors
// only doctors. Blank queries never search, and nothing is
// searched on screens wider than 1024 px (a screen that turns wide drops its search; one that
// turns narrow again searches). Loading placeholders show only once a search has stalled.
// Brands are matched locally as the person types; they load (with their index) the first time the
// panel opens, not with the page. The results panel opens on focus or typing, closes on Escape or
// leaving the box, and opens by default on brand, category and concern pages.
import { and, assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import { SEARCH_LIMITS, SEARCH_TIMING } from '@domain/constants';
import type { Brand } from '@domain/contract/catalogue';
import type { Doctor } from '@domain/contract/doctors';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { ConcernSuggestion, StoreSearchItem } from '@domain/contract/search';
import { acceptsSearchInput } from '@domain/search';
import { matchBrands, movedIndex, searchOptions, type BrandIndex, type SearchScope } from '@domain/searchOptions';
import type { ConcernSearchRequest, DoctorSearchRequest } from '@domain/searchRequests';
import { actorOutput } from './actorOutput';
import { searchLadderMachine } from './searchLadder.machine';

export interface SearchInput {
  /** The viewport's width in CSS pixels. */
  width: number;
  scope: SearchScope;
  openByDefault: boolean;
}

export interface SearchContext {
  query: string;
  scope: SearchScope;
  width: number;
  openByDefault: boolean;
  /** Null until the brands are loaded. */
  brandIndex: BrandIndex | null;
  brandMatches: Brand[];
  items: StoreSearchItem[];
  concerns: ConcernSuggestion[];
  doctors: Doctor[];
  /** The highlighted option (arrow keys), -1 for none. */
  active: number;
}

export type { ConcernSearchRequest, DoctorSearchRequest };

export type SearchEvent =
  | { type: 'input'; value: string }
  | { type: 'resize'; width: number }
  | { type: 'route'; scope: SearchScope; openByDefault: boolean }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'move'; by: 1 | -1 };

const initialContext = ({ input }: { input: SearchInput }): SearchContext => ({
  query: '',
  scope: input.scope,
  width: input.width,
  openByDefault: input.openByDefault,
  brandIndex: null,
  brandMatches: [],
  items: [],
  concerns: [],
  doctors: [],
  active: -1,
});
const itemSearchOf = ({ context }: { context: SearchContext }) => ({
  query: context.query.trim(),
  limit: SEARCH_LIMITS.dropdownItems,
});
const concernSearchOf = ({ context }: { context: SearchContext }): ConcernSearchRequest => ({
  query: context.query.trim(),
  limit: SEARCH_LIMITS.concerns,
});
const doctorSearchOf = ({ context }: { context: SearchContext }): DoctorSearchRequest => ({
  query: context.query.trim(),
  limit: SEARCH_LIMITS.dropdownDoctors,
});

export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    loadBrands: fromPromise<BrandIndex | undefined>(async () => undefined),
    searchItems: searchLadderMachine,
    searchDoctors: fromPromise<ApiResult<Doctor[]>, DoctorSearchRequest>(async () => notProvided('searchDoctors')),
    searchConcerns: fromPromise<ApiResult<ConcernSuggestion[]>, ConcernSearchRequest>(async () =>
      notProvided('searchConcerns'),
    ),
  },
  delays: {
    debounce: SEARCH_TIMING.debounceMs,
    stalled: SEARCH_TIMING.stalledMs,
  },
  guards: {
    acceptsInput: ({ event }) => {
      assertEvent(event, 'input');
      return acceptsSearchInput(event.value);
    },
    isBlankInput: ({ event }) => {
      assertEvent(event, 'input');
      return event.value.trim() === '';
    },
    acceptsBlankInput: and(['acceptsInput', 'isBlankInput']),
    isWide: ({ context }) => context.width > SEARCH_TIMING.disabledAboveWidthPx,
    turnsWide: ({ event }) => {
      assertEvent(event, 'resize');
      return event.width > SEARCH_TIMING.disabledAboveWidthPx;
    },
    turnsNarrow: ({ event }) => {
      assertEvent(event, 'resize');
      return event.width <= SEARCH_TIMING.disabledAboveWidthPx;
    },
    opensByDefault: ({ context }) => context.openByDefault,
    routeOpensByDefault: ({ event }) => {
      assertEvent(event, 'route');
      return event.openByDefault;
    },
    scopeChangesWithQuery: ({ context, event }) => {
      assertEvent(event, 'route');
      return event.scope !== context.scope && context.query.trim() !== '';
    },
    searchesDoctorsOnly: ({ context }) => context.scope === 'doctors',
    allDone: and([
      stateIn('#search.query.searching.items.done'),
      stateIn('#search.query.searching.concerns.done'),
      stateIn('#search.query.searching.doctors.done'),
    ]),
  },
  actions: {
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'input');
      return { query: event.value, active: -1 };
    }),
    storeWidth: assign(({ event }) => {
      assertEvent(event, 'resize');
      return { width: event.width };
    }),
    storeRoute: assign(({ event }) => {
      assertEvent(event, 'route');
      return { scope: event.scope, openByDefault: event.openByDefault };
    }),
    storeBrands: assign((_, brandIndex: BrandIndex | undefined) => ({ brandIndex: brandIndex ?? null })),
    matchBrands: assign(({ context }) => ({
      brandMatches: context.scope === 'doctors' ? [] : matchBrands(context.brandIndex, context.query),
      active: -1,
    })),
    storeItems: assign((_, items: StoreSearchItem[] | undefined) => ({ items: items ?? [], active: -1 })),
    // A failed doctor or concern search shows none: the section steps aside.
    storeDoctors: assign((_, reply: ApiResult<Doctor[]>) => ({ doctors: reply.success ? reply.data : [], active: -1 })),
    storeConcerns: assign((_, reply: ApiResult<ConcernSuggestion[]>) => ({
      concerns: reply.success ? reply.data : [],
      active: -1,
    })),
    clearItems: assign({ items: [], active: -1 }),
    clearConcerns: assign({ concerns: [], active: -1 }),
    clearDoctors: assign({ doctors: [], active: -1 }),
    clearResults: assign({ items: [], concerns: [], doctors: [], active: -1 }),
    moveActive: assign(({ context, event }) => {
      assertEvent(event, 'move');
      return { active: movedIndex(context.active, event.by, searchOptions(context).length) };
    }),
    forgetActive: assign({ active: -1 }),
  },
}).createMachine({
  id: 'search',
  context: initialContext,
  type: 'parallel',
  states: {
    brands: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'opensByDefault', target: 'loading' },
          on: {
            open: 'loading',
            move: 'loading',
            input: 'loading',
            route: { guard: 'routeOpensByDefault', target: 'loading' },
          },
        },
        loading: {
          invoke: {
            id: 'loadBrands',
            src: 'loadBrands',
            onDone: {
              target: 'loaded',
              actions: [{ type: 'storeBrands', params: actorOutput<BrandIndex | undefined> }, 'matchBrands'],
            },
            onError: 'failed',
          },
        },
        loaded: {},
        // Tried again the next time the panel opens.
        failed: { on: { open: 'loading' } },
      },
    },
    panel: {
      initial: 'starting',
      on: {
        route: [
          { guard: 'routeOpensByDefault', target: '.open', actions: 'forgetActive' },
          { target: '.closed', actions: 'forgetActive' },
        ],
      },
      states: {
        starting: {
          always: [{ guard: 'opensByDefault', target: 'open' }, { target: 'closed' }],
        },
        closed: {
          on: { open: 'open', move: 'open', input: { guard: 'acceptsInput', target: 'open' } },
        },
        open: {
          on: {
            close: { target: 'closed', actions: 'forgetActive' },
            move: { actions: 'moveActive' },
          },
        },
      },
    },
    query: {
      initial: 'idle',
      on: {
        input: [
          {
            guard: 'acceptsBlankInput',
            target: '.idle',
            actions: ['storeQuery', 'clearResults', 'matchBrands'],
          },
          { guard: 'acceptsInput', target: '.debouncing', actions: ['storeQuery', 'matchBrands'] },
        ],
        resize: { actions: 'storeWidth' },
        route: [
          {
            guard: 'scopeChangesWithQuery',
            target: '.debouncing',
            actions: ['storeRoute', 'clearResults', 'matchBrands'],
          },
          { actions: ['storeRoute', 'matchBrands'] },
        ],
      },
      states: {
        idle: {},
        debouncing: {
          after: {
            debounce: [{ guard: 'isWide', target: 'skipped' }, { target: 'searching' }],
          },
        },
        skipped: {
          entry: 'clearResults',
          on: {
            resize: [{ guard: 'turnsNarrow', target: 'debouncing', actions: 'storeWidth' }, { actions: 'storeWidth' }],
          },
        },
        searching: {
          type: 'parallel',
          always: { guard: 'allDone', target: 'shown' },
          on: {
            resize: [{ guard: 'turnsWide', target: 'skipped', actions: 'storeWidth' }, { actions: 'storeWidth' }],
          },
          states: {
            items: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [
                    { guard: 'searchesDoctorsOnly', target: 'done', actions: 'clearItems' },
                    { target: 'loading' },
                  ],
                },
                loading: {
                  invoke: {
                    id: 'searchItems',
                    src: 'searchItems',
                    input: itemSearchOf,
                    onDone: { target: 'done', actions: { type: 'storeItems', params: actorOutput<StoreSearchItem[]> } },
                    onError: { target: 'done', actions: 'clearItems' },
                  },
                },
                done: {},
              },
            },
            concerns: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [
                    { guard: 'searchesDoctorsOnly', target: 'done', actions: 'clearConcerns' },
                    { target: 'loading' },
                  ],
                },
                loading: {
                  invoke: {
                    id: 'searchConcerns',
                    src: 'searchConcerns',
                    input: concernSearchOf,
                    onDone: {
                      target: 'done',
                      actions: { type: 'storeConcerns', params: actorOutput<ApiResult<ConcernSuggestion[]>> },
                    },
                    onError: { target: 'done', actions: 'clearConcerns' },
                  },
                },
                done: {},
              },
            },
            doctors: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'searchDoctors',
                    src: 'searchDoctors',
                    input: doctorSearchOf,
                    onDone: {
                      target: 'done',
                      actions: { type: 'storeDoctors', params: actorOutput<ApiResult<Doctor[]>> },
                    },
                    onError: { target: 'done', actions: 'clearDoctors' },
                  },
                },
                done: {},
              },
            },
            progress: {
              initial: 'fresh',
              states: {
                fresh: { after: { stalled: 'stalled' } },
                stalled: {},
              },
            },
          },
        },
        shown: {
          on: {
            resize: [{ guard: 'turnsWide', target: 'skipped', actions: 'storeWidth' }, { actions: 'storeWidth' }],
          },
        },
      },
    },
  },
});
