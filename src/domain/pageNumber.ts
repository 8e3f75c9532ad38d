// Paged lists keep their page number in the URL query (?page=).

/** The 1-based page number of the URL's ?page= (1 when missing or not a whole number). */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
