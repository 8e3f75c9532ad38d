// How the store and doctor search compare a typed word with a stored one (docs/product.md §5):
// both are first folded to one spelling of the common transliteration variants, then compared
// with edits where swapping two neighbouring letters counts as one edit. Shared by the server's
// search and its plain reference (server/search/reference.ts).
import { maxEditsFor } from './search';

/**
 * Transliteration variants folded to one spelling, in order: 'ph' is 'f', 'w' is 'v', an 'h'
 * after a consonant is dropped (sh/s, th/t, bh/b, dh/d, kh/k, gh/g, ch/c), 'ee' is 'i', 'oo' is
 * 'u', and doubled letters count once (aa/a, gg/g, ll/l).
 */
const FOLDS: readonly [RegExp, string][] = [
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/([b-df-gj-np-tv-z])h/g, '$1'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/(\p{L})\1+/gu, '$1'],
];

/** One spelling for the variants Indians type: 'triphala' and 'trifala', 'shilajeet' and 'shilajit'. */
export function foldSpelling(word: string): string {
  return FOLDS.reduce((folded, [pattern, replacement]) => folded.replace(pattern, replacement), word.toLowerCase());
}

/** Words up to this long must match a whole stored word when they carry a typo: 'tamil' is not 'tailam'. */
export const SHORT_WORD = 5;

/**
 * The fewest edits turning `query` into `word` or, when `prefixes` is true, into some prefix of
 * `word` (words are typed half-way). An edit inserts, deletes or replaces a letter, or swaps two
 * neighbours: 'bramhi' is one edit from 'brahmi' (optimal string alignment distance).
 */
export function editDistance(query: string, word: string, prefixes: boolean): number {
  const q = Array.from(query);
  const w = Array.from(word);
  // rows[i][j]: edits between the first i letters of w and the first j letters of q.
  let previous: number[] = [];
  let row = q.map((_, j) => j + 1);
  row.unshift(0);
  let best = prefixes ? row[q.length]! : Infinity;
  for (let i = 1; i <= w.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= q.length; j += 1) {
      let cost = Math.min(row[j - 1]! + (w[i - 1] === q[j - 1] ? 0 : 1), row[j]! + 1, next[j - 1]! + 1);
      if (i > 1 && j > 1 && w[i - 1] === q[j - 2] && w[i - 2] === q[j - 1]) cost = Math.min(cost, previous[j - 2]! + 1);
      next.push(cost);
    }
    previous = row;
    row = next;
    if (prefixes) best = Math.min(best, row[q.length]!);
  }
  return prefixes ? best : row[q.length]!;
}

/**
 * The distance at which a typed word matches a stored word, or undefined when it does not: the
 * stored word starts with the typed word's first `prefixLength` letters, and its folded spelling
 * is within the allowed edits of the folded typed word (a prefix of it will do, as words are typed
 * half-way; a short word with a typo must match a whole word).
 */
export function spellingDistance(typed: string, stored: string, prefixLength: number): number | undefined {
  const fixed = Array.from(typed).slice(0, prefixLength).join('');
  if (!stored.startsWith(fixed)) return undefined;
  if (stored.startsWith(typed)) return 0;
  const q = foldSpelling(typed);
  const w = foldSpelling(stored);
  const allowed = maxEditsFor(q);
  const asPrefix = editDistance(q, w, true);
  if (asPrefix === 0) return 0;
  if (allowed === 0) return undefined;
  const distance = Array.from(q).length <= SHORT_WORD ? editDistance(q, w, false) : asPrefix;
  return distance <= allowed ? distance : undefined;
}
