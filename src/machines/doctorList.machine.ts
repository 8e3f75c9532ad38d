// The doctors list (/doctors). It finds a page of verified doctors (all of them, or those the
// search query matches), then asks for each one's next free slot, and shows those that pass the
// filters. The URL holds the filters: 'show' brings new ones in. A new query or page finds again;
// other filters only re-filter what was found. When the next slots cannot be loaded the list
// still shows, without them; when the doctors cannot be found it offers a retry.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NextSlot } from '../domain/contract/consultations';
import type { Doctor } from '../domain/contract/doctors';
import { matchesDoctorFilters, type DoctorFilters } from '../domain/doctorFilters';
import type { DoctorFinding, FoundDoctors } from '../domain/searchRequests';
import type { Slot } from '../domain/slots';
import { actorOutput } from './actorOutput';

export interface DoctorListInput {
  filters: DoctorFilters;
  /** 1-based. */
  page: number;
  /** The clock's time when the page opened (for "available today"). */
  now: number;
}

export interface DoctorListContext extends DoctorListInput {
  found: Doctor[];
  total: number;
  nextSlots: Record<string, Slot | null>;
  /** The found doctors that pass the filters. */
  shown: Doctor[];
}

export type DoctorListEvent = { type: 'show'; filters: DoctorFilters; page: number } | { type: 'retry' };

export const DOCTORS_PER_PAGE = 50;

const shownOf = (context: DoctorListContext, filters: DoctorFilters): Doctor[] =>
  context.found.filter((doctor) => matchesDoctorFilters(doctor, context.nextSlots[doctor._id], filters, context.now));

export const doctorListMachine = setup({
  types: {
    input: {} as DoctorListInput,
    context: {} as DoctorListContext,
    events: {} as DoctorListEvent,
  },
  actors: {
    /** A page of doctors; undefined when they could not be loaded. */
    findDoctors: fromPromise<FoundDoctors | undefined, DoctorFinding>(async () => undefined),
    /** The next free slot of each doctor; undefined when unknown. */
    loadNextSlots: fromPromise<NextSlot[] | undefined, string[]>(async () => undefined),
  },
  guards: {
    gotDoctors: (_, found: FoundDoctors | undefined) => found !== undefined,
    hasDoctors: ({ context }) => context.found.length > 0,
    sameFinding: ({ context, event }) =>
      event.type === 'show' && event.filters.query === context.filters.query && event.page === context.page,
  },
  actions: {
    storeFound: assign((_, found: FoundDoctors | undefined) => ({
      found: found?.doctors ?? [],
      total: found?.total ?? 0,
      nextSlots: {},
    })),
    storeNextSlots: assign((_, slots: NextSlot[] | undefined) => ({
      nextSlots: Object.fromEntries((slots ?? []).map((entry) => [entry.doctorId, entry.slot])),
    })),
    showMatches: assign(({ context }) => ({ shown: shownOf(context, context.filters) })),
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'show');
      return { filters: event.filters, page: event.page };
    }),
  },
}).createMachine({
  id: 'doctorList',
  context: ({ input }) => ({ ...input, found: [], total: 0, nextSlots: {}, shown: [] }),
  initial: 'finding',
  on: {
    show: [
      { guard: 'sameFinding', actions: ['storeRequest', 'showMatches'] },
      { target: '.finding', actions: 'storeRequest' },
    ],
  },
  states: {
    finding: {
      invoke: {
        id: 'findDoctors',
        src: 'findDoctors',
        input: ({ context }) => ({
          query: context.filters.query,
          start: (context.page - 1) * DOCTORS_PER_PAGE,
          limit: DOCTORS_PER_PAGE,
        }),
        onDone: [
          {
            guard: { type: 'gotDoctors', params: actorOutput<FoundDoctors | undefined> },
            target: 'checkingFound',
            actions: { type: 'storeFound', params: actorOutput<FoundDoctors | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    checkingFound: {
      always: [
        { guard: 'hasDoctors', target: 'loadingSlots' },
        { target: 'ready', actions: 'showMatches' },
      ],
    },
    loadingSlots: {
      invoke: {
        id: 'loadNextSlots',
        src: 'loadNextSlots',
        input: ({ context }) => context.found.map((doctor) => doctor._id),
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeNextSlots', params: actorOutput<NextSlot[] | undefined> }, 'showMatches'],
        },
        onError: { target: 'ready', actions: 'showMatches' },
      },
    },
    ready: {},
    unavailable: {
      on: { retry: { target: 'finding' } },
    },
  },
});
