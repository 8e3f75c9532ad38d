// The doctors list (/doctors). One invoked actor loads a page of verified doctors as the server
// filters them (search query, specialization, language, fee range, mode, "available today"); its
// input is the whole request (filters and page), so the page can be loaded the same way anywhere.
// Once the doctors show, another loads each one's next free slot (the cards keep its line's place
// meanwhile). A page the server rendered starts from the doctors it embedded: ready at once, with
// only the slots to load. The URL holds the filters: 'show' brings new ones in and loads again when
// they or the page changed. When the doctors cannot be loaded it offers a retry.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DoctorPage } from '@domain/contract/doctors';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { searchFromDoctorFilters, type DoctorFilters } from '@domain/doctorFilters';
import { doctorListRequest, type DoctorListRequest, type NextSlots } from '@domain/searchRequests';
import { actorOutput } from './actorOutput';

export interface DoctorListInput {
  filters: DoctorFilters;
  /** 1-based. */
  page: number;
  /** The page of doctors the server already loaded for this request; absent when none. */
  preloaded?: DoctorPage | undefined;
}

export interface DoctorListContext {
  filters: DoctorFilters;
  page: number;
  /** What the server embedded, until the machine has started from it. */
  preloaded: DoctorPage | undefined;
  doctors: DoctorPage['doctors'];
  /** How many doctors pass the filters in all (for paging). */
  total: number;
  /** Empty until loaded, and when the next slots could not be loaded: the cards then show none. */
  nextSlots: NextSlots;
}

export type DoctorListEvent = { type: 'show'; filters: DoctorFilters; page: number } | { type: 'retry' };

type Loaded = ApiResult<DoctorPage>;
type LoadedSlots = ApiResult<NextSlots>;

const initialContext = ({ input }: { input: DoctorListInput }): DoctorListContext => ({
  filters: input.filters,
  page: input.page,
  preloaded: input.preloaded,
  doctors: [],
  total: 0,
  nextSlots: {},
});
const listedDoctorIds = ({ context }: { context: DoctorListContext }) => context.doctors.map((doctor) => doctor._id);

export const doctorListMachine = setup({
  types: {
    input: {} as DoctorListInput,
    context: {} as DoctorListContext,
    events: {} as DoctorListEvent,
  },
  actors: {
    /** A page of doctors. */
    loadDoctors: fromPromise<Loaded, DoctorListRequest>(async () => notProvided('loadDoctors')),
    /** The next free slot of each listed doctor. */
    loadNextSlots: fromPromise<LoadedSlots, readonly string[]>(async () => notProvided('loadNextSlots')),
  },
  guards: {
    wasPreloaded: ({ context }) => context.preloaded !== undefined,
    gotDoctors: (_, reply: Loaded) => reply.success,
    isNewRequest: ({ context, event }) =>
      event.type === 'show' &&
      (event.page !== context.page ||
        searchFromDoctorFilters(event.filters) !== searchFromDoctorFilters(context.filters)),
  },
  actions: {
    storePage: assign((_, reply: Loaded) =>
      reply.success ? { doctors: reply.data.doctors, total: reply.data.total, nextSlots: {} } : {},
    ),
    usePreloaded: assign(({ context }) => ({
      doctors: context.preloaded?.doctors ?? [],
      total: context.preloaded?.total ?? 0,
      preloaded: undefined,
    })),
    // Slots that could not be loaded show as none: the cards keep their line's place.
    storeNextSlots: assign((_, reply: LoadedSlots) => ({ nextSlots: reply.success ? reply.data : {} })),
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'show');
      return { filters: event.filters, page: event.page };
    }),
  },
}).createMachine({
  id: 'doctorList',
  context: initialContext,
  initial: 'starting',
  on: {
    show: { guard: 'isNewRequest', target: '.loading', actions: 'storeRequest' },
  },
  states: {
    starting: {
      always: [{ guard: 'wasPreloaded', target: 'ready', actions: 'usePreloaded' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadDoctors',
        src: 'loadDoctors',
        input: ({ context }) => doctorListRequest(context),
        onDone: [
          {
            guard: { type: 'gotDoctors', params: actorOutput<Loaded> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<Loaded> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    ready: {
      initial: 'loadingSlots',
      states: {
        loadingSlots: {
          invoke: {
            id: 'loadNextSlots',
            src: 'loadNextSlots',
            input: listedDoctorIds,
            onDone: {
              target: 'slotsShown',
              actions: { type: 'storeNextSlots', params: actorOutput<LoadedSlots> },
            },
            onError: { target: 'slotsShown' },
          },
        },
        slotsShown: {},
      },
    },
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
