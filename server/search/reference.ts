// The fuzzy-autocomplete word rule written out plainly, row by row, with no index and no
// dictionary: the reference the database search is measured against (tests and the benchmark),
// and the definition of what "a match" and "the ranking" are for words that name no synonym.
//
// A query word q matches a stored word w at the distance spellingDistance(q, w, prefixLength)
// gives (src/domain/searchSpelling.ts). A document's words sit in fields ranked 0-3 (for items:
// name, ingredients, concerns/categories/form, brand); a word's cost is the lowest distance·4 +
// field rank over the document's words. An item matches when every query word matches; its cost
// is the sum, and results are ranked by cost, then by the scope's tie order. A store page that
// full matches begin but do not fill is filled as the store search fills it (referencePage).
import { searchWords } from '@domain/search';
import { compoundHead } from '@domain/searchCompounds';
import { spellingDistance } from '@domain/searchSpelling';

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

export interface ReferenceDoc {
  id: string;
  /** The stored words of the searched fields, by field rank (0 ranks best). */
  fields: string[][];
}

type Distance = (index: number, stored: string) => number | undefined;

/**
 * The spelling rule's distance of each query word to a stored word, computed once per distinct
 * pair; a compound preparation's herb ('arjuna' in 'arjunarista') matches one edit farther.
 */
function distances(words: readonly string[], prefixLength: number): Distance {
  const memo = words.map(() => new Map<string, number | undefined>());
  const heads = words.map(compoundHead);
  const distance = (index: number, stored: string) => {
    const own = spellingDistance(words[index]!, stored, prefixLength);
    const head = heads[index];
    const viaHead = head === undefined ? undefined : spellingDistance(head, stored, prefixLength);
    if (viaHead === undefined) return own;
    return own === undefined ? viaHead + 1 : Math.min(own, viaHead + 1);
  };
  return (index, stored) => {
    const cache = memo[index]!;
    if (!cache.has(stored)) cache.set(stored, distance(index, stored));
    return cache.get(stored);
  };
}

/** The documents matching every word of `indexes` (query words by position), ranked: cost, then `tieOrder`. */
function rankWords<D extends ReferenceDoc>(
  docs: readonly D[],
  indexes: readonly number[],
  distance: Distance,
  tieOrder: (a: D, b: D) => number,
): { doc: D; cost: number }[] {
  const matches: { doc: D; cost: number }[] = [];
  for (const doc of docs) {
    let cost = 0;
    for (const index of indexes) {
      let best: number | undefined;
      doc.fields.forEach((words, rank) => {
        for (const stored of words) {
          const d = distance(index, stored);
          if (d !== undefined && (best === undefined || d * 4 + rank < best)) best = d * 4 + rank;
        }
      });
      if (best === undefined) {
        cost = -1;
        break;
      }
      cost += best;
    }
    if (cost >= 0) matches.push({ doc, cost });
  }
  return matches.sort((a, b) => a.cost - b.cost || tieOrder(a.doc, b.doc));
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
  return rankWords(
    docs,
    words.map((_, index) => index),
    distances(words, prefixLength),
    tieOrder,
  );
}

/**
 * How common each query word is, as the dictionary counts it: over every stored word it matches
 * in each field, the documents holding that word in that field.
 */
function wordCounts(docs: readonly ReferenceDoc[], words: readonly string[], distance: Distance): number[] {
  const counts = words.map(() => 0);
  for (const doc of docs) {
    for (const field of doc.fields) {
      for (const stored of new Set(field)) {
        words.forEach((_, index) => {
          if (distance(index, stored) !== undefined) counts[index]! += 1;
        });
      }
    }
  }
  return counts;
}

/**
 * The page of at most `limit` documents the store search shows (server/search/index.ts): the
 * full matches; when some begin the page but do not fill it and the query has several words, the
 * documents missing one word, each word left out in turn, the most common first (of equally
 * common words, the last typed), each document once.
 */
export function referencePage<D extends ReferenceDoc>(
  docs: readonly D[],
  query: string,
  prefixLength: number,
  tieOrder: (a: D, b: D) => number,
  limit: number,
): D[] {
  const words = searchWords(query);
  if (!words.length) return [];
  const distance = distances(words, prefixLength);
  const all = words.map((_, index) => index);
  const page = rankWords(docs, all, distance, tieOrder)
    .slice(0, limit)
    .map((match) => match.doc);
  if (!page.length || page.length >= limit || words.length < 2) return page;
  const counts = wordCounts(docs, words, distance);
  const shown = new Set(page.map((doc) => doc.id));
  for (const dropped of [...all].sort((a, b) => counts[b]! - counts[a]! || b - a)) {
    const rest = all.filter((index) => index !== dropped);
    for (const { doc } of rankWords(docs, rest, distance, tieOrder)) {
      if (page.length >= limit) return page;
      if (!shown.has(doc.id)) page.push(doc);
      shown.add(doc.id);
    }
  }
  return page;
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
