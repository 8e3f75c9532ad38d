// Search rules of docs/product.md §2, §5, §9, shared by the browser and the server.

/** Letters (any script, with their combining marks, as Indic scripts need), digits and spaces; anything else makes the input ignored (docs/product.md §5). */
const SEARCH_INPUT = /^[\p{L}\p{M}\p{N} ]*$/u;

export function acceptsSearchInput(text: string): boolean {
  return SEARCH_INPUT.test(text);
}

/** A product search retries with these prefix lengths, in order, until it finds something. */
export const PREFIX_LADDER = [3, 2, 1, 0] as const;

/** The prefix length to try after `current`, or undefined when the ladder is exhausted. */
export function nextPrefixLength(current: number): number | undefined {
  const index = PREFIX_LADDER.indexOf(current as (typeof PREFIX_LADDER)[number]);
  return index >= 0 ? PREFIX_LADDER[index + 1] : undefined;
}

export const STORE_SEARCH = {
  type: 'fuzzy-autocomplete',
  fields: ['name', 'brandDetails.brandName'],
} as const;

export const DOCTOR_SEARCH = {
  type: 'fuzzy-autocomplete-v2',
  fields: ['firstName', 'secondName', 'languages', 'specialization'],
  /** Only verified doctors match (docs/product.md §5). */
  option: 'match,state.status,verified',
  prefixLength: 2,
} as const;

/** Typos forgiven per query word: none for short words, more for longer ones. */
export function maxEditsFor(word: string): number {
  if (word.length <= 3) return 0;
  if (word.length <= 6) return 1;
  return 2;
}

/** Why a search result is shown when it matched only through a synonym (docs/product.md §5): "for Acidity". */
export function matchReason(label: string): string {
  return `for ${label}`;
}

/** The words of a query, lowercased, at most eight. */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}
