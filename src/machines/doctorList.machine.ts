// The doctors list (/doctors). One invoked actor loads a page of verified doctors as the server
// filters them (search query, specialization, language, fee range, mode, "available today"),
// with each one's next free slot; its input is the whole request (filters and page), so the
// page can be loaded the same way anywhere. The URL holds the filters: 'show' brings new ones in
// and loads again when they or the page changed. When the doctors cannot be loaded it offers a retry.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { searchFromDoctorFilters, type DoctorFilters } from '../domain/doctorFilters';
import type { DoctorListPage, DoctorListRequest } from '../domain/searchRequests';
import { actorOutput } from './actorOutput';

export interface DoctorListInput {
  filters: DoctorFilters;
  /** 1-based. */
  page: number;
}

export interface DoctorListContext extends DoctorListInput, DoctorListPage {}

export type DoctorListEvent = { type: 'show'; filters: DoctorFilters; page: number } | { type: 'retry' };

export const DOCTORS_PER_PAGE = 50;

/** What the loader is asked for: the filters and the page's 50 doctors. */
export const doctorListRequest = ({ filters, page }: DoctorListInput): DoctorListRequest => ({
  filters,
  start: (page - 1) * DOCTORS_PER_PAGE,
  limit: DOCTORS_PER_PAGE,
});

export const doctorListMachine = setup({
  types: {
    input: {} as DoctorListInput,
    context: {} as DoctorListContext,
    events: {} as DoctorListEvent,
  },
  actors: {
    /** A page of doctors with their next free slots; undefined when they could not be loaded. */
    loadDoctors: fromPromise<DoctorListPage | undefined, DoctorListRequest>(async () => undefined),
  },
  guards: {
    gotDoctors: (_, page: DoctorListPage | undefined) => page !== undefined,
    isNewRequest: ({ context, event }) =>
      event.type === 'show' &&
      (event.page !== context.page ||
        searchFromDoctorFilters(event.filters) !== searchFromDoctorFilters(context.filters)),
  },
  actions: {
    storePage: assign((_, page: DoctorListPage | undefined) => ({
      doctors: page?.doctors ?? [],
      total: page?.total ?? 0,
      nextSlots: page?.nextSlots ?? {},
    })),
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'show');
      return { filters: event.filters, page: event.page };
    }),
  },
}).createMachine({
  id: 'doctorList',
  context: ({ input }) => ({ ...input, doctors: [], total: 0, nextSlots: {} }),
  initial: 'loading',
  on: {
    show: { guard: 'isNewRequest', target: '.loading', actions: 'storeRequest' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadDoctors',
        src: 'loadDoctors',
        input: ({ context }) => doctorListRequest(context),
        onDone: [
          {
            guard: { type: 'gotDoctors', params: actorOutput<DoctorListPage | undefined> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<DoctorListPage | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    ready: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
