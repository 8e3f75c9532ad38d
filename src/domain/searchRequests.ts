// What the browser asks of the search endpoints (docs/product.md §7): the search machines ask, the HTTP
// adapter sends.
import type { Doctor } from './contract/doctors';

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

/** A page of the doctors list: every verified doctor, or those a query finds. */
export interface DoctorFinding {
  query: string;
  start: number;
  limit: number;
}

export interface FoundDoctors {
  doctors: Doctor[];
  /** How many doctors there are in all (for paging); a search has only what it found. */
  total: number;
}
