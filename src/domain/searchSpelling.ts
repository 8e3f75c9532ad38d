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
  return boundedEditDistance(Array.from(query), Array.from(word), prefixes, Infinity);
}

/**
 * editDistance of letter arrays, exact up to `bound`; above it, some number above `bound`: it
 * stops as soon as no later row can come back within the bound (a search compares a typed word
 * with a thousand stored words, nearly all far off).
 */
function boundedEditDistance(q: readonly string[], w: readonly string[], prefixes: boolean, bound: number): number {
  // rows[i][j]: edits between the first i letters of w and the first j letters of q.
  let previous = new Int32Array(q.length + 1);
  let row = Int32Array.from({ length: q.length + 1 }, (_, j) => j);
  let next = new Int32Array(q.length + 1);
  let best = prefixes ? row[q.length]! : Infinity;
  let previousLeast = 0;
  for (let i = 1; i <= w.length; i += 1) {
    next[0] = i;
    let least = i;
    for (let j = 1; j <= q.length; j += 1) {
      let cost = Math.min(row[j - 1]! + (w[i - 1] === q[j - 1] ? 0 : 1), row[j]! + 1, next[j - 1]! + 1);
      if (i > 1 && j > 1 && w[i - 1] === q[j - 2] && w[i - 2] === q[j - 1]) cost = Math.min(cost, previous[j - 2]! + 1);
      next[j] = cost;
      least = Math.min(least, cost);
    }
    [previous, row, next] = [row, next, previous];
    if (prefixes) best = Math.min(best, row[q.length]!);
    // Every later cell comes from this row, or from the one before it through a swap (+1).
    if (least > bound && previousLeast + 1 > bound) return prefixes ? Math.min(best, bound + 1) : bound + 1;
    previousLeast = least;
  }
  return prefixes ? best : row[q.length]!;
}

/** Stored words' folded spellings, which recur search after search (folding is pure), up to a bound. */
const foldedStored = new Map<string, string>();
const FOLDED_KEPT = 50_000;

function foldStored(stored: string): string {
  let folded = foldedStored.get(stored);
  if (folded === undefined) {
    if (foldedStored.size >= FOLDED_KEPT) foldedStored.clear();
    folded = foldSpelling(stored);
    foldedStored.set(stored, folded);
  }
  return folded;
}

/**
 * spellingDistance for one typed word against many stored words: the typed word folded once, and
 * the edits counted only as far as the allowed ones.
 */
export function spellingMatcher(typed: string, prefixLength: number): (stored: string) => number | undefined {
  const fixed = Array.from(typed).slice(0, prefixLength).join('');
  const q = foldSpelling(typed);
  const letters = Array.from(q);
  const allowed = maxEditsFor(q);
  const whole = letters.length <= SHORT_WORD;
  return (stored) => {
    if (!stored.startsWith(fixed)) return undefined;
    if (stored.startsWith(typed)) return 0;
    const w = foldStored(stored);
    // No edit as a prefix: the folded typed word begins the folded stored one.
    if (w.startsWith(q)) return 0;
    if (allowed === 0) return undefined;
    const distance = boundedEditDistance(letters, Array.from(w), !whole, allowed);
    return distance <= allowed ? distance : undefined;
  };
}

/**
 * The distance at which a typed word matches a stored word, or undefined when it does not: the
 * stored word starts with the typed word's first `prefixLength` letters, and its folded spelling
 * is within the allowed edits of the folded typed word (a prefix of it will do, as words are typed
 * half-way; a short word with a typo must match a whole word).
 */
export function spellingDistance(typed: string, stored: string, prefixLength: number): number | undefined {
  return spellingMatcher(typed, prefixLength)(stored);
}
