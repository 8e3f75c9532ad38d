// The synonyms a query names (the search_synonyms table): a phrase of one to three query words
// matches a stored phrase by the spelling rule (folded, swaps as one edit), the last word also
// when it is typed half-way. The query is then read as slots: a matched phrase's words make one
// slot, any other word a slot of its own.
import { sql } from 'drizzle-orm';
import { maxEditsFor } from '../../src/domain/search';
import { editDistance, foldSpelling } from '../../src/domain/searchSpelling';
import { rowsOf, type Db } from '../db/client';
import { searchDictionary, searchSynonyms } from '../db/schema';
import type { SearchScope } from './expand';

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

interface SynonymRow {
  phrase: string;
  label: string;
  means: string[];
  docs: number[];
}

/**
 * Synonym rows that could match (the phrases starting with a query word's first letter), with the
 * words they mean in the searched fields that some row of `scope` holds. The synonyms are those of
 * `synonymScope`: the blog reads the shop's words (a post about digestion is found by 'acidity').
 */
async function candidates(
  db: Db,
  scope: SearchScope,
  words: readonly string[],
  codes: readonly string[],
  synonymScope: SearchScope,
): Promise<SynonymRow[]> {
  const firsts = [...new Set(words.map((word) => Array.from(word)[0]!))];
  const s = searchSynonyms;
  const d = searchDictionary;
  // Each meant word is looked up by the dictionary's key, once per searched field's code (a
  // subquery, kept apart by OFFSET 0, so the planner neither trades the lookups for a scan of the
  // whole dictionary nor repeats them for each use).
  const result = await db.execute(sql`
    SELECT phrase, label,
      coalesce(array_agg(word ORDER BY word) FILTER (WHERE docs IS NOT NULL), '{}') AS means,
      coalesce(array_agg(docs ORDER BY word) FILTER (WHERE docs IS NOT NULL), '{}') AS docs
    FROM (
      SELECT s.phrase, s.label, c || w AS word,
        (SELECT ${d.docs} FROM ${d} WHERE ${d.scope} = ${scope} AND ${d.word} = c || w) AS docs
      FROM ${s} s CROSS JOIN LATERAL unnest(s.means) w CROSS JOIN unnest(${sql.param([...codes])}::text[]) c
      WHERE s.scope = ${synonymScope} AND left(s.phrase, 1) = ANY (${sql.param(firsts)}::text[])
      OFFSET 0
    ) meant
    GROUP BY phrase, label`);
  return rowsOf<SynonymRow>(result).filter((row) => row.means.length > 0);
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

/** The query's slots: phrases that name a synonym, longest first, and the words left over. */
export async function slotsOf(
  db: Db,
  scope: SearchScope,
  words: readonly string[],
  codes: readonly string[],
  synonymScope: SearchScope = scope,
): Promise<Slot[]> {
  const rows = await candidates(db, scope, words, codes, synonymScope);
  const slots: Slot[] = [];
  let at = 0;
  while (at < words.length) {
    let taken: Slot | undefined;
    for (let size = Math.min(LONGEST_PHRASE, words.length - at); size >= 1 && !taken; size -= 1) {
      const phraseWords = words.slice(at, at + size);
      const typed = phraseWords.join(' ');
      const halfTyped = at + size === words.length;
      const synonyms = rows
        .flatMap((row) => {
          if (row.phrase.split(' ').length !== size) return [];
          const distance = phraseDistance(typed, row.phrase, halfTyped);
          return distance === undefined
            ? []
            : [{ phrase: row.phrase, label: row.label, means: row.means, docs: row.docs, distance }];
        })
        .sort((a, b) => a.distance - b.distance || a.phrase.length - b.phrase.length);
      if (synonyms.length || size === 1) taken = { words: phraseWords, synonyms };
    }
    slots.push(taken!);
    at += taken!.words.length;
  }
  return slots;
}
