// From expanded query words to tsqueries: one per word and level, the per-row cost expression's
// parts, and the "cost ≤ t" queries that let the engine fetch results tier by tier. Pure code.
import { FIELD_CODES, type PhraseField, type Tier } from './expand';
import type { MatchedSynonym } from './synonyms';

/** A tsquery lexeme, quoted as tsquery input expects (our words hold only letters and digits). */
function lexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A level's stored words up to this many are matched as those words exactly, not through prefix
 * terms: the GIN index reads every row of every word a prefix term covers into a bitmap before
 * intersecting, while it skips through an exact word's rows to the other words' (`giloy vati` at
 * 100,000 items: 2.4 → 1.1 ms of CPU). The dictionary holds every stored word, so both match the
 * same rows.
 */
const EXACT_WORDS_MAX = 32;

/** `('a':* | 'b':* | 'c')`: words beginning with the prefix terms, or exactly the exact ones; a few words, each exactly. */
export function anyOf(tier: Pick<Tier, 'terms' | 'exact' | 'words'>): string {
  const words = new Set(tier.words);
  if (words.size <= EXACT_WORDS_MAX) return anyExact([...words]);
  return `(${[...tier.terms.map((term) => `${lexeme(term)}:*`), ...tier.exact.map(lexeme)].join(' | ')})`;
}

export function all(queries: readonly string[]): string {
  return queries.length === 1 ? queries[0]! : `(${queries.join(' & ')})`;
}

export function any(queries: readonly string[]): string {
  return queries.length === 1 ? queries[0]! : `(${queries.join(' | ')})`;
}

export function butNot(include: string, exclude: string | undefined): string {
  return exclude ? `${include} & !${exclude}` : include;
}

export interface WordPlan {
  levels: number[];
  /** Per level: the terms of that level only (for the per-row cost). */
  own: string[];
  /** Per level: the terms of that level and below (rows whose distance for this word ≤ level). */
  upTo: string[];
  /** Per level: estimated rows at that level or below (dictionary counts; words in one row double count). */
  docsUpTo: number[];
  /** The same matches as stored words (coded) with their levels, for reading postings (engine.ts). */
  words: LeveledWord[];
  /** Matches of several words together (a phrase typed whole), which no one word's range holds. */
  phrases: { level: number; query: string }[];
}

export interface LeveledWord {
  level: number;
  word: string;
}

/** What one slot of the query matches: its own word's expansion, its synonyms, its phrase. */
export interface SlotMatch {
  tiers: readonly Tier[];
  synonyms: readonly MatchedSynonym[];
  /** A slot of several words, matched together as typed (exact prefixes), in each searched field. */
  phrase?: readonly PhraseField[];
}

interface Fragment {
  level: number;
  query: string;
  docs: number;
  words: LeveledWord[];
  phrase?: boolean;
}

const leveled = (level: number, words: readonly string[]): LeveledWord[] => words.map((word) => ({ level, word }));

/**
 * A phrase's match in one field: every word's prefix, named by its stored words when few (anyOf);
 * undefined when some word begins no stored word there, so the field is not searched for it.
 */
function phraseQuery(field: PhraseField): string | undefined {
  if (field.words.some((word) => !word.stored.length)) return undefined;
  return all(field.words.map((word) => anyOf({ terms: [word.prefix], exact: [], words: word.stored })));
}

/** Exact lexemes: a synonym means whole words. */
function anyExact(words: readonly string[]): string {
  return `(${words.map(lexeme).join(' | ')})`;
}

const rankOf = (word: string) => (word.startsWith('#') ? FIELD_CODES.indexOf(word.slice(0, 2) as '#b') : 0);
/** The rank of the concerns, categories and form field. */
const CONCERN_RANK = FIELD_CODES.indexOf('#c');

/** The rank of the name field, whose words are stored plain. */
const NAME_RANK = 0;
/** The rank of the key-ingredients field among an item's fields (FIELD_CODES). */
const INGREDIENT_RANK = FIELD_CODES.indexOf('#b');

/**
 * A word the synonym table reads as a symptom (its synonym typed whole means a concern's words,
 * '#c', found also in some product names, 'Heart Tonic', but in no ingredient) names what troubles
 * the shopper: it is not looked for among key ingredients, where such a word is only ever a
 * qualifier ('cold-pressed sesame oil', 'rock sugar') or the start of another word ('heartwood'),
 * so the concern ranks right after the names that hold the word. Herb names keep their ingredient matches.
 */
export function withoutIncidentalIngredients(match: SlotMatch): SlotMatch {
  const symptom = match.synonyms.some(
    (synonym) =>
      synonym.distance === 0 &&
      synonym.means.some((word) => rankOf(word) === CONCERN_RANK) &&
      synonym.means.every((word) => rankOf(word) === CONCERN_RANK || rankOf(word) === NAME_RANK),
  );
  if (!symptom) return match;
  return { ...match, tiers: match.tiers.filter((tier) => tier.level % FIELD_CODES.length !== INGREDIENT_RANK) };
}

/**
 * One slot's levels: a match at distance d in the field of rank r (0 name, 1 ingredients, 2
 * concerns, categories and form, 3 brand, for items) has level d·4 + r, so fewer typos come first
 * and, among them, the better field. A synonym counts as its phrase's distance; a phrase typed
 * whole as 0.
 */
export function planSlot(match: SlotMatch): WordPlan {
  const fragments: Fragment[] = match.tiers.map((tier) => ({
    level: tier.level,
    query: anyOf(tier),
    docs: tier.docs,
    words: leveled(tier.level, tier.words),
  }));
  for (const synonym of match.synonyms) {
    FIELD_CODES.forEach((_, rank) => {
      const words = synonym.means.filter((word) => rankOf(word) === rank);
      if (!words.length) return;
      const docs = synonym.means.reduce((n, word, index) => n + (rankOf(word) === rank ? synonym.docs[index]! : 0), 0);
      const level = synonym.distance * FIELD_CODES.length + rank;
      fragments.push({ level, query: anyExact(words), docs, words: leveled(level, words) });
    });
  }
  for (const field of match.phrase ?? []) {
    const query = phraseQuery(field);
    if (query) fragments.push({ level: rankOf(field.code || 'a'), query, docs: 0, words: [], phrase: true });
  }
  const levels = [...new Set(fragments.map((fragment) => fragment.level))].sort((a, b) => a - b);
  const own = levels.map((level) => any(fragments.filter((f) => f.level === level).map((f) => f.query)));
  let docs = 0;
  return {
    levels,
    own,
    upTo: levels.map((_, index) => any(own.slice(0, index + 1))),
    docsUpTo: levels.map(
      (level) => (docs += fragments.filter((f) => f.level === level).reduce((n, f) => n + f.docs, 0)),
    ),
    words: fragments.flatMap((fragment) => fragment.words),
    phrases: fragments.filter((f) => f.phrase).map(({ level, query }) => ({ level, query })),
  };
}

/**
 * The slots a short page may do without, one at a time, the most common first (by the
 * dictionary's counts): in 'ashwagandha tablets' the form names many items and the herb few, so
 * the other forms of the herb come before other tablets; of equally common words, the last typed.
 */
export function slotsToDrop(plans: readonly WordPlan[]): number[] {
  const docs = (plan: WordPlan) => plan.docsUpTo[plan.docsUpTo.length - 1] ?? 0;
  return plans.map((_, index) => index).sort((a, b) => docs(plans[b]!) - docs(plans[a]!) || b - a);
}

/** Rows matching every word at any level. */
export function matchAll(plans: readonly WordPlan[]): string {
  return all(plans.map((plan) => plan.upTo[plan.upTo.length - 1]!));
}

/** The costs a row can have, ascending: sums of one level per word. */
export function reachableCosts(plans: readonly WordPlan[]): number[] {
  let sums = new Set([0]);
  for (const plan of plans) {
    const next = new Set<number>();
    for (const sum of sums) for (const level of plan.levels) next.add(sum + level);
    sums = next;
  }
  return [...sums].sort((a, b) => a - b);
}

export interface CostQuery {
  /** Rows whose cost is at most `cost`. */
  query: string;
  /** Estimated number of such rows. */
  estimate: number;
}

/**
 * The rows of cost ≤ `cost`: some choice of one level per word with a sum ≤ cost must match word by
 * word (levels cumulative). Only maximal choices are needed. Undefined when more than `maxChoices`
 * would be needed (many words with several levels): the caller ranks in one query instead.
 */
export function costAtMost(
  plans: readonly WordPlan[],
  cost: number,
  totalDocs: number,
  maxChoices: number,
): CostQuery | undefined {
  const choices: number[][] = [];
  const walk = (word: number, sum: number, picked: number[]): boolean => {
    if (word === plans.length) {
      // Maximal: raising any word to its next level would pass the cost.
      const maximal = picked.every(
        (index, w) =>
          index === plans[w]!.levels.length - 1 || sum - plans[w]!.levels[index]! + plans[w]!.levels[index + 1]! > cost,
      );
      if (maximal) choices.push([...picked]);
      return choices.length <= maxChoices;
    }
    const levels = plans[word]!.levels;
    for (let index = 0; index < levels.length && sum + levels[index]! <= cost; index += 1) {
      picked.push(index);
      const ok = walk(word + 1, sum + levels[index]!, picked);
      picked.pop();
      if (!ok) return false;
    }
    return true;
  };
  if (!walk(0, 0, []) || !choices.length) return undefined;
  const total = Math.max(totalDocs, 1);
  let estimate = 0;
  for (const choice of choices) {
    estimate += choice.reduce((product, index, w) => product * Math.min(plans[w]!.docsUpTo[index]! / total, 1), total);
  }
  return {
    query: any(choices.map((choice) => all(choice.map((index, w) => plans[w]!.upTo[index]!)))),
    estimate: Math.min(estimate, totalDocs),
  };
}

/**
 * What tells whether a row matched a slot only through its synonyms: the slot's own words in
 * any field (then it needs no explaining) and its best synonym's words.
 */
export function explainQueries(match: SlotMatch): { own: string | undefined; synonym: string } | undefined {
  const best = match.synonyms[0];
  if (!best?.label) return undefined;
  const own = [
    ...match.tiers.map((tier) => anyOf(tier)),
    ...(match.phrase ?? []).flatMap((field) => phraseQuery(field) ?? []),
  ];
  return { own: own.length ? any(own) : undefined, synonym: anyExact(best.means) };
}
