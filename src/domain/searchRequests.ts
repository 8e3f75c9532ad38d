// What the browser asks of the search endpoints (docs/product.md §7): the search machines ask, the HTTP
// adapter sends.
import type { DoctorFilters } from './doctorFilters';
import type { Slot } from './slots';

/** One rung of the product search's prefix ladder. */
export interface ItemSearchRequest {
  query: string;
  prefixLength: number;
  limit: number;
}

export interface DoctorSearchRequest {
  query: string;
  limit: number;
}

/** The concern pages a query names (docs/product.md §5). */
export interface ConcernSearchRequest {
  query: string;
  limit: number;
}

/** A page of the doctors list as the server filters it: 50 at a time, from `start`. */
export interface DoctorListRequest {
  filters: DoctorFilters;
  start: number;
  limit: number;
}

export const DOCTORS_PER_PAGE = 50;

/** What the doctors list asks for: the filters and the page's 50 doctors (`page` is 1-based). */
export const doctorListRequest = ({ filters, page }: { filters: DoctorFilters; page: number }): DoctorListRequest => ({
  filters,
  start: (page - 1) * DOCTORS_PER_PAGE,
  limit: DOCTORS_PER_PAGE,
});

/** Each listed doctor's next free slot, by doctor id (null: none soon). */
export type NextSlots = Record<string, Slot | null>;
