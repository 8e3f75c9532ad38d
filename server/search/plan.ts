// From expanded query words to tsqueries: one per word and level, the per-row cost expression's
// parts, and the "cost ≤ t" queries that let the engine fetch results tier by tier. Pure code.
import type { ExpandedWord } from './expand';

/** A tsquery lexeme, quoted as tsquery input expects (our words hold only letters and digits). */
function lexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** `('a':* | 'b':*)`, restricted to the given weights (e.g. 'AB') when not every field is searched. */
export function anyPrefix(terms: readonly string[], weights: string): string {
  return `(${terms.map((term) => `${lexeme(term)}:*${weights}`).join(' | ')})`;
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
}

export function planWords(words: readonly ExpandedWord[], weights: string): WordPlan[] {
  return words.map(({ tiers }) => {
    let docs = 0;
    const terms: string[] = [];
    return {
      levels: tiers.map((tier) => tier.level),
      own: tiers.map((tier) => anyPrefix(tier.terms, weights)),
      upTo: tiers.map((tier) => {
        terms.push(...tier.terms);
        return anyPrefix(terms, weights);
      }),
      docsUpTo: tiers.map((tier) => (docs += tier.docs)),
    };
  });
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
