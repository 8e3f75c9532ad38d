// Expansion of query words through the dictionary: for each query word, the stored words it
// matches (src/domain/search.ts maxEditsFor, levenshtein_less_equal from fuzzystrmatch), grouped
// by distance and compressed into prefix terms for a tsquery.
import { sql } from 'drizzle-orm';
import { maxEditsFor } from '../../src/domain/search';
import { rowsOf, type Db } from '../db/client';
import { searchDictionary, searchScopes, type SEARCH_SCOPES } from '../db/schema';
import { codePoints } from './reference';

export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** The stored words a query word matches at one distance ("level"). */
export interface Tier {
  level: number;
  /**
   * Prefix terms (`term:*`) that match exactly the dictionary words at this level or below, once
   * the terms of lower levels are added: a word starting with a term has a prefix within `level`
   * edits of the query word and starts with its fixed letters.
   */
  terms: string[];
  /** Rows holding the words of this level (an estimate of the rows the terms match). */
  docs: number;
}

export interface ExpandedWord {
  word: string;
  /** Ascending levels; empty when the word matches nothing. */
  tiers: Tier[];
}

export interface Expansion {
  words: ExpandedWord[];
  /** Rows with a search vector in the scope. */
  totalDocs: number;
}

/** Offsets of the prefix lengths tried around the query word's length: maxEdits is at most 2. */
const OFFSETS = [-2, -1, 0, 1, 2] as const;
/** Above every code point, so `prefix + TOP` bounds the index range of words starting with prefix. */
const TOP = '\u{10FFFF}';

interface DictionaryRow {
  i: number;
  word: string;
  docs: number;
  dists: number[];
}

export async function expandWords(
  db: Db,
  scope: SearchScope,
  words: string[],
  prefixLength: number,
): Promise<Expansion> {
  const lengths = words.map((word) => codePoints(word).length);
  const fixed = words.map((word) => codePoints(word).slice(0, prefixLength).join(''));
  const edits = words.map(maxEditsFor);
  const d = searchDictionary;
  const distances = sql.join(
    OFFSETS.map(
      (offset) => sql`levenshtein_less_equal(left(m.word, greatest(q.n + ${sql.raw(String(offset))}, 0)), q.w, q.k)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT i::int AS i, word, docs, dists FROM (
      SELECT q.i, m.word, m.docs, q.k, ARRAY[${distances}] AS dists
      FROM unnest(${sql.param(words)}::text[], ${sql.param(fixed)}::text[], ${sql.param(edits)}::int[], ${sql.param(lengths)}::int[])
        WITH ORDINALITY AS q(w, fixed, k, n, i)
      CROSS JOIN LATERAL (
        SELECT ${d.word} AS word, ${d.docs} AS docs FROM ${d}
        WHERE ${d.scope} = ${scope} AND ${d.word} >= q.fixed AND ${d.word} < q.fixed || ${TOP}
          AND char_length(${d.word}) >= q.n - q.k
      ) m
    ) c
    WHERE (SELECT min(x) FROM unnest(c.dists) AS x) <= c.k`);
  const rows = rowsOf<DictionaryRow>(result);

  const found = words.map(() => [] as { term: string; level: number; docs: number }[]);
  for (const row of rows) {
    const index = row.i - 1;
    const n = lengths[index]!;
    let level = Infinity;
    let length = 0;
    OFFSETS.forEach((offset, k) => {
      const distance = row.dists[k]!;
      const prefix = Math.max(n + offset, 0);
      if (distance < level || (distance === level && prefix < length)) {
        level = distance;
        length = prefix;
      }
    });
    const term = codePoints(row.word)
      .slice(0, Math.max(length, codePoints(fixed[index]!).length))
      .join('');
    found[index]!.push({ term, level, docs: row.docs });
  }

  const expanded = words.map((word, index) => ({ word, tiers: toTiers(found[index]!) }));
  const anyMissing = expanded.some((w) => !w.tiers.length);
  const totalDocs = anyMissing ? 0 : await countDocs(db, scope);
  return { words: expanded, totalDocs };
}

/** Groups matches by level and drops every term that a shorter term of its level or below covers. */
export function toTiers(matches: { term: string; level: number; docs: number }[]): Tier[] {
  const sorted = [...matches].sort(
    (a, b) => a.level - b.level || a.term.length - b.term.length || (a.term < b.term ? -1 : 1),
  );
  const kept: string[] = [];
  const tiers: Tier[] = [];
  for (const match of sorted) {
    let tier = tiers[tiers.length - 1];
    if (!tier || tier.level !== match.level) {
      tier = { level: match.level, terms: [], docs: 0 };
      tiers.push(tier);
    }
    tier.docs += match.docs;
    if (!kept.some((term) => match.term.startsWith(term))) {
      kept.push(match.term);
      tier.terms.push(match.term);
    }
  }
  // A level whose words are all covered by lower terms adds nothing to match, but its rows still
  // rank at that level only if no lower term matches them, which cannot happen: drop it.
  return tiers.filter((tier) => tier.terms.length > 0);
}

async function countDocs(db: Db, scope: SearchScope): Promise<number> {
  const [row] = await db
    .select({ docs: searchScopes.docs })
    .from(searchScopes)
    .where(sql`${searchScopes.scope} = ${scope}`);
  return row?.docs ?? 0;
}
