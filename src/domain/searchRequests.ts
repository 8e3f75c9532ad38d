// What the browser asks of the search endpoints (docs/product.md §7): the search machines ask, the HTTP
// adapter sends.

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
