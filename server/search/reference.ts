// The fuzzy-autocomplete rule written out plainly, row by row, with no index and no dictionary:
// the reference the database search is measured against (tests and the benchmark), and the
// definition of what "a match" and "the ranking" are.
//
// A query word q matches a stored word w when
//   - w starts with the first `prefixLength` letters of q, and
//   - some prefix of w (w itself included) is within maxEditsFor(q) edits of q (Levenshtein),
//     because the words are typed half-way.
// Its distance is the fewest edits over those prefixes. An item matches when every query word
// matches one of its words; its cost is the sum of the words' distances. Results are ranked by
// cost (0: every word matched exactly or by a plain prefix), then by the scope's tie order.
import { maxEditsFor, searchWords } from '../../src/domain/search';

/** Stored words are cut here; queries are at most 100 characters, so nothing matchable is lost. */
export const STORED_WORD_MAX = 200;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words a stored text is searched by: lowercased runs of letters and digits. */
export function storedWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((word) => codePoints(word).slice(0, STORED_WORD_MAX).join(''));
}

export function codePoints(text: string): string[] {
  return Array.from(text);
}

/** The fewest edits between `query` and any prefix of `word` (a Levenshtein DP row per letter of word). */
export function prefixDistance(query: string, word: string): number {
  const q = codePoints(query);
  const w = codePoints(word);
  let row = q.map((_, j) => j + 1);
  row.unshift(0);
  let best = row[q.length]!;
  for (let i = 1; i <= w.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= q.length; j += 1) {
      const substitute = row[j - 1]! + (w[i - 1] === q[j - 1] ? 0 : 1);
      next.push(Math.min(substitute, row[j]! + 1, next[j - 1]! + 1));
    }
    row = next;
    best = Math.min(best, row[q.length]!);
  }
  return best;
}

/** The distance at which query word `q` matches stored word `w`, or undefined when it does not. */
export function wordDistance(q: string, w: string, prefixLength: number): number | undefined {
  const fixed = codePoints(q).slice(0, prefixLength).join('');
  if (!w.startsWith(fixed)) return undefined;
  const distance = prefixDistance(q, w);
  return distance <= maxEditsFor(q) ? distance : undefined;
}

export interface ReferenceDoc {
  id: string;
  /** The stored words of the searched fields. */
  words: string[];
}

/**
 * Every document matching `query`, ranked: cost, then `tieOrder`. Distances are computed once per
 * distinct (query word, stored word) pair, so 100,000 documents take a moment, not minutes.
 */
export function referenceSearch<D extends ReferenceDoc>(
  docs: readonly D[],
  query: string,
  prefixLength: number,
  tieOrder: (a: D, b: D) => number,
): { doc: D; cost: number }[] {
  const words = searchWords(query);
  if (!words.length) return [];
  const memo = words.map(() => new Map<string, number | undefined>());
  const distance = (index: number, stored: string) => {
    const cache = memo[index]!;
    if (!cache.has(stored)) cache.set(stored, wordDistance(words[index]!, stored, prefixLength));
    return cache.get(stored);
  };
  const matches: { doc: D; cost: number }[] = [];
  for (const doc of docs) {
    let cost = 0;
    for (let index = 0; index < words.length && cost >= 0; index += 1) {
      let best: number | undefined;
      for (const stored of doc.words) {
        const d = distance(index, stored);
        if (d !== undefined && (best === undefined || d < best)) best = d;
      }
      cost = best === undefined ? -1 : cost + best;
    }
    if (cost >= 0) matches.push({ doc, cost });
  }
  return matches.sort((a, b) => a.cost - b.cost || tieOrder(a.doc, b.doc));
}

/** Byte-wise (code point) comparison, as the database's COLLATE "C" and `ORDER BY id` on ASCII ids. */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const x = codePoints(a);
  const y = codePoints(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** The store's tie order: shorter names first, then id. */
export function storeTieOrder(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return codePoints(a.name).length - codePoints(b.name).length || compareCodePoints(a.id, b.id);
}
