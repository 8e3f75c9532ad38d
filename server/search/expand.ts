// Expansion of query words through the dictionary: for each query word and searched field, the
// stored words it matches by the spelling rule (src/domain/searchSpelling.ts: folded spellings,
// swaps as one edit, closer matches for short words), grouped by level (distance·4 + the field's
// rank) into prefix terms for a tsquery. The dictionary is kept in the process (dictionary.ts):
// its words beginning with the query word's fixed first letters, long enough, are the candidates,
// and the rule decides. Words of fields after the first are stored coded ('#b', '#c', '#d':
// migration 0008), so each field has its own words in the dictionary and index.
import { maxEditsFor } from '@domain/search';
import { spellingMatcher } from '@domain/searchSpelling';
import { wordsBeginning, type Dictionary } from './dictionary';
import { codePoints } from './reference';

/** The code of each field's stored words, best-ranked field first. */
export const FIELD_CODES = ['', '#b', '#c', '#d'] as const;

/** The stored words a query word matches at one level (distance·4 + field rank). */
export interface Tier {
  level: number;
  /** Prefix terms (`term:*`), coded by field: the query word itself, for the words it begins. */
  terms: string[];
  /** Words matched otherwise (folded, with typos), coded by field: exactly these. */
  exact: string[];
  /** Rows holding the words of this level (an estimate of the rows the terms match). */
  docs: number;
  /** Every stored word (coded) matched at this level, those the terms cover too. */
  words: string[];
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
  /** Which of the looked-up words (a synonym's meanings, coded) some row holds, with their row counts. */
  held: Map<string, number>;
}

/** A word of a phrase typed whole, in one field: its prefix term (coded) and the stored words it begins. */
export interface PhraseWord {
  prefix: string;
  stored: string[];
}

/** A phrase typed whole in one searched field: its words there (one no stored word holds: the phrase matches nothing there). */
export interface PhraseField {
  code: string;
  words: PhraseWord[];
}

/** A phrase's words in each of the searched fields (their codes), from the dictionary. */
export function phraseFields(
  dictionary: Dictionary,
  phrase: readonly string[],
  codes: readonly string[],
): PhraseField[] {
  return codes.map((code) => ({
    code,
    words: phrase.map((word) => ({
      prefix: code + word,
      stored: wordsBeginning(dictionary, code + word).map((candidate) => candidate.word),
    })),
  }));
}

/** Folding shortens a word by at most this many letters beyond its allowed edits (th→t, aa→a, ...). */
const FOLD_SLACK = 3;

/**
 * Each query word's matches in the fields of the given ranks (0: the first field, plain words;
 * 1-3: coded words; ranks are the positions in FIELD_CODES), and which of the words in `lookUp`
 * some row holds.
 */
export function expandWords(
  dictionary: Dictionary,
  words: string[],
  prefixLength: number,
  ranks: readonly number[],
  lookUp: readonly string[] = [],
): Expansion {
  const matchers = words.map((word) => spellingMatcher(word, prefixLength));
  const found = words.map(() => [] as Match[]);
  words.forEach((word, index) => {
    const letters = codePoints(word);
    const fixedLetters = letters.slice(0, prefixLength).join('');
    // Folding and typos cannot make a stored word shorter than this (its field's code aside).
    const shortestLetters = Math.max(letters.length - maxEditsFor(word) - FOLD_SLACK, 1);
    for (const rank of ranks) {
      const code = FIELD_CODES[rank]!;
      const fixed = code + fixedLetters;
      const shortest = code.length + shortestLetters;
      for (const candidate of wordsBeginning(dictionary, fixed)) {
        // A plain word's candidates at prefix length 0 would include every coded word.
        if (candidate.length < shortest || (code === '' && candidate.word.startsWith('#'))) continue;
        const stored = candidate.word.slice(code.length);
        const distance = matchers[index]!(stored);
        if (distance === undefined) continue;
        const prefix = stored.startsWith(word);
        const term = code + (prefix ? word : stored);
        found[index]!.push({
          term,
          stored: candidate.word,
          prefix,
          level: distance * FIELD_CODES.length + rank,
          docs: candidate.docs,
        });
      }
    }
  });
  const held = new Map<string, number>();
  for (const word of lookUp) {
    const stored = dictionary.byWord.get(word);
    if (stored) held.set(word, stored.docs);
  }
  const expanded = words.map((word, index) => ({ word, tiers: toTiers(found[index]!) }));
  return { words: expanded, totalDocs: dictionary.totalDocs, held };
}

interface Match {
  term: string;
  /** The stored word matched (coded). */
  stored: string;
  /** True when the term is the typed word, a prefix of the words it stands for. */
  prefix: boolean;
  level: number;
  docs: number;
}

/**
 * The same matches ranked one edit farther: a compound's herb ('arjuna' in 'arjunarista') comes
 * after the compound typed, as a word with one typo more would.
 */
export function oneEditFarther(tiers: readonly Tier[]): Tier[] {
  return tiers.map((tier) => ({ ...tier, level: tier.level + FIELD_CODES.length }));
}

/** Groups matches by level and drops every word that a prefix term of its level or below covers. */
export function toTiers(matches: readonly Match[]): Tier[] {
  const sorted = [...matches].sort(
    (a, b) => a.level - b.level || Number(b.prefix) - Number(a.prefix) || (a.term < b.term ? -1 : 1),
  );
  const prefixes: string[] = [];
  const tiers: Tier[] = [];
  for (const match of sorted) {
    let tier = tiers[tiers.length - 1];
    if (!tier || tier.level !== match.level) {
      tier = { level: match.level, terms: [], exact: [], docs: 0, words: [] };
      tiers.push(tier);
    }
    tier.docs += match.docs;
    tier.words.push(match.stored);
    if (prefixes.some((term) => match.term.startsWith(term))) continue;
    if (match.prefix) {
      prefixes.push(match.term);
      tier.terms.push(match.term);
    } else tier.exact.push(match.term);
  }
  // A level whose words are all covered by lower terms adds nothing to match: drop it.
  return tiers.filter((tier) => tier.terms.length + tier.exact.length > 0);
}
