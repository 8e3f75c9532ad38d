// The synonyms a query names (the search_synonyms table): a phrase of one to three query words
// matches a stored phrase by the spelling rule (folded, swaps as one edit), the last word also
// when it is typed half-way. The query is then read as slots: a matched phrase's words make one
// slot, any other word a slot of its own.
import { sql } from 'drizzle-orm';
import { maxEditsFor } from '@domain/search';
import { editDistance, foldSpelling } from '@domain/searchSpelling';
import type { Db } from '../db/client';
import { searchSynonyms } from '../db/schema';
import type { PublicCache } from '../http/publicCache';
import type { SearchScope } from './dictionary';

export interface MatchedSynonym {
  phrase: string;
  label: string;
  /** The stored words it means that some row holds, coded by field (expand.ts FIELD_CODES). */
  means: string[];
  /** Rows holding each of them (dictionary counts). */
  docs: number[];
  distance: number;
}

export interface Slot {
  /** The query words it covers, in order. */
  words: string[];
  /** Synonyms of the slot's phrase, best first. */
  synonyms: MatchedSynonym[];
}

const LONGEST_PHRASE = 3;
/** A half-typed last word matches a phrase only once this long. */
const PREFIX_MIN = 4;
export interface SynonymRow {
  phrase: string;
  label: string;
  means: string[];
}

/**
 * The scope's synonym rows, read once and kept until public data changes (an edit of the table
 * announces itself as the catalogue's do): a search matches its phrases in the process.
 */
export function synonymRows(db: Db, cache: Pick<PublicCache, 'remember'>, scope: SearchScope): Promise<SynonymRow[]> {
  const s = searchSynonyms;
  return cache.remember(`search-synonyms:${scope}`, async () =>
    db
      .select({ phrase: s.phrase, label: s.label, means: s.means })
      .from(s)
      .where(sql`${s.scope} = ${scope}`),
  );
}

/** The distance at which typed words match a stored phrase, or undefined. */
export function phraseDistance(typed: string, phrase: string, halfTyped: boolean): number | undefined {
  const q = foldSpelling(typed);
  const p = foldSpelling(phrase);
  // Typos allowed by the folded length, as for single words (spellingDistance): 'zzzzqqq' is 'zq'.
  const allowed = maxEditsFor(q.replace(/ /g, ''));
  const whole = editDistance(q, p, false);
  if (whole <= allowed) return whole;
  // A half-typed phrase ('insom') ranks after one typed whole: 'heart' is the heart before 'heartburn'.
  const prefixes = halfTyped && Array.from(typed).length >= PREFIX_MIN;
  const distance = prefixes ? editDistance(q, p, true) + 1 : Infinity;
  return distance <= allowed + 1 ? distance : undefined;
}

export interface NamedPhrase {
  row: SynonymRow;
  distance: number;
}

/** The synonym rows each run of up to LONGEST_PHRASE query words names, keyed `start:size`. */
export function phrasesNamed(allRows: readonly SynonymRow[], words: readonly string[]): Map<string, NamedPhrase[]> {
  const firsts = new Set(words.map((word) => Array.from(word)[0]!));
  const rows = allRows.filter((row) => firsts.has(Array.from(row.phrase)[0]!));
  const named = new Map<string, NamedPhrase[]>();
  for (let at = 0; at < words.length; at += 1) {
    for (let size = 1; size <= Math.min(LONGEST_PHRASE, words.length - at); size += 1) {
      const typed = words.slice(at, at + size).join(' ');
      const halfTyped = at + size === words.length;
      const matched = rows.flatMap((row) => {
        if (row.phrase.split(' ').length !== size) return [];
        const distance = phraseDistance(typed, row.phrase, halfTyped);
        return distance === undefined ? [] : [{ row, distance }];
      });
      named.set(`${at}:${size}`, matched);
    }
  }
  return named;
}

/** What a query's phrases name: the synonyms of each run of words, and their stored words to look up. */
export interface NamedSynonyms {
  named: Map<string, NamedPhrase[]>;
  /** The named synonyms' words coded by the searched fields: which of them some row holds is looked up (expand.ts). */
  meant: string[];
}

const codedMeanings = (row: SynonymRow, codes: readonly string[]) => [
  ...new Set(row.means.flatMap((word) => codes.map((code) => code + word))),
];

/** The synonyms of `synonymScope` the query's phrases name (the table is kept: no trip to the database most times). */
export async function synonymsNamed(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  synonymScope: SearchScope,
  words: readonly string[],
  codes: readonly string[],
): Promise<NamedSynonyms> {
  const named = phrasesNamed(await synonymRows(db, cache, synonymScope), words);
  const meant = [
    ...new Set([...named.values()].flatMap((matched) => matched.flatMap(({ row }) => codedMeanings(row, codes)))),
  ];
  return { named, meant };
}

/**
 * The query's slots: phrases that name a synonym, longest first, and the words left over. A
 * synonym counts with those of its words that some row holds (`held`, with their row counts): the
 * blog reads the shop's synonyms against its own words (a post about digestion is found by 'acidity').
 */
export function slotsOf(
  { named }: NamedSynonyms,
  held: ReadonlyMap<string, number>,
  words: readonly string[],
  codes: readonly string[],
): Slot[] {
  const slots: Slot[] = [];
  let at = 0;
  while (at < words.length) {
    let taken: Slot | undefined;
    for (let size = Math.min(LONGEST_PHRASE, words.length - at); size >= 1 && !taken; size -= 1) {
      const synonyms = named
        .get(`${at}:${size}`)!
        .flatMap(({ row, distance }) => {
          // A synonym none of whose words some row holds means nothing here.
          const means = codedMeanings(row, codes)
            .filter((word) => held.has(word))
            .sort();
          const docs = means.map((word) => held.get(word)!);
          return means.length ? [{ phrase: row.phrase, label: row.label, means, docs, distance }] : [];
        })
        .sort((a, b) => a.distance - b.distance || a.phrase.length - b.phrase.length);
      if (synonyms.length || size === 1) taken = { words: words.slice(at, at + size), synonyms };
    }
    slots.push(taken!);
    at += taken!.words.length;
  }
  return slots;
}
