// A scope's dictionary (search_dictionary: every stored word, field-coded, with the rows holding
// it; search_scopes: the scope's row count) kept in the process, so that a search's expansion
// (expand.ts) needs no trip to the database: on PGlite a statement's trip, not its work, was most
// of a search's time, and a word at prefix length 0 took the whole dictionary through it. It is
// read in one statement when first needed and kept in the public cache (`remember`), so it is
// forgotten whenever public data changes: by a replica's own writes before their reply leaves, by
// other writers' through the database's notice, as the kept catalogue replies are.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { SEARCH_SCOPES } from '../db/schema';
import type { PublicCache } from '../http/publicCache';

export type SearchScope = (typeof SEARCH_SCOPES)[number];

export interface StoredWord {
  /** Field-coded (expand.ts FIELD_CODES). */
  word: string;
  /** Rows holding it. */
  docs: number;
  /** Its length in code points (SQL's char_length). */
  length: number;
}

export interface Dictionary {
  /** The stored words in code point order (the "C" collation the table keeps them in). */
  words: readonly StoredWord[];
  byWord: ReadonlyMap<string, StoredWord>;
  /** Rows with a search vector in the scope. */
  totalDocs: number;
}

/** Code point order: UTF-16 order differs from it only where a surrogate pair meets U+E000–U+FFFF. */
export function byCodePoint(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let at = 0; at < Math.min(x.length, y.length); at += 1) {
    const difference = x[at]!.codePointAt(0)! - y[at]!.codePointAt(0)!;
    if (difference) return difference;
  }
  return x.length - y.length;
}

/** The dictionary's words that begin with `prefix`, in order. */
export function wordsBeginning(dictionary: Dictionary, prefix: string): readonly StoredWord[] {
  const { words } = dictionary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byCodePoint(words[middle]!.word, prefix) < 0) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < words.length && words[end]!.word.startsWith(prefix)) end += 1;
  return words.slice(low, end);
}

/** The scope's dictionary as the database holds it now: one statement. */
export async function readDictionary(db: Db, scope: SearchScope): Promise<Dictionary> {
  const [row] = rowsOf<{ words: string[] | null; docs: number[] | null; total: number | null }>(
    await db.execute(sql`
      SELECT array_agg(d.word ORDER BY d.word COLLATE "C") AS words, array_agg(d.docs ORDER BY d.word COLLATE "C") AS docs,
        (SELECT s.docs FROM search_scopes s WHERE s.scope = ${scope}) AS total
      FROM search_dictionary d WHERE d.scope = ${scope}`),
  );
  const docs = row?.docs ?? [];
  const words = (row?.words ?? []).map((word, at) => ({ word, docs: docs[at]!, length: Array.from(word).length }));
  return { words, byWord: new Map(words.map((stored) => [stored.word, stored])), totalDocs: row?.total ?? 0 };
}

/** The scope's dictionary, read once and kept until public data changes. */
export function dictionaryOf(db: Db, cache: Pick<PublicCache, 'remember'>, scope: SearchScope): Promise<Dictionary> {
  return cache.remember(`search-dictionary:${scope}`, () => readDictionary(db, scope));
}
