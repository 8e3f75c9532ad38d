// Runs a planned search against the GIN-indexed search vectors and returns ranked row ids.
//
// Items are ranked by (cost, name length, id). Cheapest plan per cost tier, chosen with the
// dictionary's counts:
//   - a dense tier (many rows) is read in rank order through the (char_length(name), id) index,
//     filtering by the tier's tsquery, over a bounded window of the first rows; rows found there
//     are the tier's first rows overall, so the answer is exact; too few found → next plan;
//   - a sparse tier is fetched through the GIN index and sorted.
// Tiers are fetched in cost order until `limit` rows are found, so a broad query like "nat"
// (16,000 matches) reads a few dozen rows instead of ranking them all.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { plannedOnce } from '../db/plannedOnce';
import { doctors, items, searchPostings } from '../db/schema';
import { butNot, costAtMost, matchAll, reachableCosts, type WordPlan } from './plan';

/** Choices of levels per word beyond which costs are computed per row in one query. */
const MAX_CHOICES = 16;
/** Tables up to this many rows are simply read in rank order. */
const SMALL_TABLE = 500;
/** Several words whose matches, by the dictionary's counts, are expected to be this few are ranked in one query. */
const FEW_MATCHES = 1_000;
/** A window probe expects this many times the rows it needs... */
const PROBE_MARGIN = 3;
/** ...and reads at most this many rows in rank order. */
const PROBE_WINDOW_MAX = 4_000;

export interface RankedIds {
  ids: string[];
  /** How the answer was found, for the benchmark: e.g. ['probe:0', 'gin:1']. */
  steps: string[];
}

/**
 * A ranking partly run: the ids found so far and, when the last step is one statement, that
 * statement (the next ids, in order) left for the caller to run, alone or inside the statement
 * that reads the rows: one trip to the database fewer.
 */
export interface Ranking {
  found: string[];
  rest?: SQL;
  steps: string[];
}

/** The ids of a ranking, its last statement run. */
export async function rankedIds(db: Db, ranking: Ranking): Promise<RankedIds> {
  return { ids: [...ranking.found, ...(ranking.rest ? await ids(db, ranking.rest) : [])], steps: ranking.steps };
}

/** An array of rankings' ids in rank order, one ranking after the other, as SQL: to read their rows in the same statement. */
export function rankingArray(rankings: readonly Ranking[]): SQL {
  return sql.join(
    rankings.map((ranking) => {
      const found = sql`${sql.param(ranking.found)}::text[]`;
      return ranking.rest ? sql`(${found} || ARRAY(${ranking.rest}))` : found;
    }),
    sql` || `,
  );
}

async function ids(db: Db, query: SQL): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(plannedOnce(query))).map((row) => row.id);
}

/** The per-row cost: for each word, the lowest level whose terms the row holds. */
export function costExpression(vector: SQL, plans: readonly WordPlan[]): SQL {
  const parts = plans.map((plan) => {
    if (plan.levels.length === 1) return sql`${plan.levels[0]!}::int`;
    const cases = plan.levels
      .slice(0, -1)
      .map((level, index) => sql`WHEN ${vector} @@ ${plan.own[index]!}::tsquery THEN ${level}::int`);
    return sql`(CASE ${sql.join(cases, sql` `)} ELSE ${plan.levels[plan.levels.length - 1]!}::int END)`;
  });
  return sql.join(parts, sql` + `);
}

/** Rank order of items within a cost: the (char_length(name), id) index can deliver it. */
const itemOrder = sql`char_length(name), id COLLATE "C"`;
/** The same order, written so that the planner cannot read the index for it (a GIN match is sorted instead). */
const itemOrderSorted = sql`char_length(name) + 0, id COLLATE "C"`;

export async function rankItems(
  db: Db,
  plans: readonly WordPlan[],
  totalDocs: number,
  limit: number,
): Promise<Ranking> {
  const whole = rankingInOneStatement(plans, totalDocs, limit);
  if (whole) return whole;
  const steps: string[] = [];
  const found: string[] = [];
  let previous: string | undefined;
  let previousEstimate = 0;
  for (const cost of reachableCosts(plans)) {
    const tier = costAtMost(plans, cost, totalDocs, MAX_CHOICES);
    if (!tier) return rankItemsInOneQuery(plans, limit, found, previous, steps);
    const need = limit - found.length;
    const query = butNot(tier.query, previous);
    const estimate = Math.max(tier.estimate - previousEstimate, 1);
    const window = Math.ceil((PROBE_MARGIN * need * totalDocs) / estimate);
    let rows: string[] | undefined;
    if (totalDocs <= SMALL_TABLE) {
      // A small table read whole in rank order: complete, whatever it finds.
      rows = await probe(db, query, SMALL_TABLE * 2, need);
      steps.push(`scan:${cost}`);
    } else if (window <= PROBE_WINDOW_MAX) {
      rows = await probe(db, query, Math.max(window, need), need);
      steps.push(`probe:${cost}`);
      if (rows.length < need) rows = undefined;
    }
    if (!rows) {
      rows = await ids(
        db,
        sql`
        SELECT id FROM ${items} WHERE search_vector @@ ${query}::tsquery ORDER BY ${itemOrderSorted} LIMIT ${need}`,
      );
      steps.push(`gin:${cost}`);
    }
    found.push(...rows);
    if (found.length >= limit) break;
    previous = tier.query;
    previousEstimate = tier.estimate;
  }
  return { found, steps };
}

/**
 * The ranking as one statement, nothing run yet, when choosing it needs no trip to the database:
 * one slot (its postings), or several whose matches are expected to be few. Otherwise undefined:
 * rankItems then reads the cost tiers one by one.
 */
export function rankingInOneStatement(
  plans: readonly WordPlan[],
  totalDocs: number,
  limit: number,
): Ranking | undefined {
  if (plans.length === 1) return { found: [], rest: rankOneSlot(plans[0]!, limit), steps: ['postings'] };
  if (expectedMatches(plans, totalDocs) <= FEW_MATCHES) return rankItemsInOneQuery(plans, limit, [], undefined, []);
  return undefined;
}

/** Rows expected to match every word, were the words independent. */
function expectedMatches(plans: readonly WordPlan[], totalDocs: number): number {
  const total = Math.max(totalDocs, 1);
  return plans.reduce((rows, plan) => rows * Math.min(plan.docsUpTo[plan.docsUpTo.length - 1]! / total, 1), total);
}

/**
 * One slot's first `limit` items in rank order (level, name length, id), read from the postings:
 * each matching stored word's first `limit` items in (name length, id) order, through the
 * postings' key. An item among the first `limit` overall is among the first `limit` of its
 * best-level word, so the answer is exact; it reads at most `limit` postings a word.
 */
function rankOneSlot(plan: WordPlan, limit: number): SQL {
  const p = searchPostings;
  const phrases = plan.phrases.map(
    ({ level, query }) => sql`
      UNION ALL SELECT ${level}::int, len, id FROM (
        SELECT char_length(name) AS len, id FROM ${items} WHERE search_vector @@ ${query}::tsquery
        ORDER BY ${itemOrder} LIMIT ${limit}) phrase`,
  );
  return sql`
    WITH hits AS (
      SELECT w.level, f.len, f.id
      FROM unnest(${sql.param(plan.words.map((w) => w.level))}::int[], ${sql.param(plan.words.map((w) => w.word))}::text[]) AS w(level, word)
      CROSS JOIN LATERAL (
        SELECT ${p.nameLength} AS len, ${p.itemId} AS id FROM ${p} WHERE ${p.word} = w.word
        ORDER BY ${p.nameLength}, ${p.itemId} LIMIT ${limit}) f
      ${sql.join(phrases, sql` `)}
    )
    SELECT id FROM hits GROUP BY id ORDER BY min(level), min(len), id COLLATE "C" LIMIT ${limit}`;
}

/**
 * The first `need` rows matching `query` among the first `window` rows in rank order, read through
 * the order index and stopping as soon as `need` are found. They are the first matches overall.
 */
function probe(db: Db, query: string, window: number, need: number): Promise<string[]> {
  return ids(
    db,
    sql`
    SELECT id FROM (
      SELECT id, search_vector, char_length(name) AS len, id COLLATE "C" AS cid FROM ${items} ORDER BY ${itemOrder} LIMIT ${window}
    ) w
    WHERE search_vector @@ ${query}::tsquery ORDER BY len, cid LIMIT ${need}`,
  );
}

/** Every remaining match with its cost computed per row, sorted once. */
function rankItemsInOneQuery(
  plans: readonly WordPlan[],
  limit: number,
  found: string[],
  exclude: string | undefined,
  steps: string[],
): Ranking {
  steps.push('rank-all');
  return {
    found,
    rest: sql`
    SELECT id FROM ${items} WHERE search_vector @@ ${butNot(matchAll(plans), exclude)}::tsquery
    ORDER BY ${costExpression(sql`search_vector`, plans)}, ${itemOrderSorted} LIMIT ${limit - found.length}`,
    steps,
  };
}

/** Verified doctors only, whatever the caller asks; ties in the listing's order. */
export async function rankDoctors(db: Db, plans: readonly WordPlan[], limit: number): Promise<string[]> {
  return ids(
    db,
    sql`
    SELECT id FROM ${doctors}
    WHERE status = 'verified' AND search_vector @@ ${matchAll(plans)}::tsquery
    ORDER BY ${costExpression(sql`search_vector`, plans)}, featured DESC, experience_years DESC, id COLLATE "C"
    LIMIT ${limit}`,
  );
}
