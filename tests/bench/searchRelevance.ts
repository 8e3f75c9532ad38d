// Store search relevance: the hand-judged shopper queries of searchRelevanceSet.ts asked as the
// search box asks them (the prefix ladder 3, 2, 1, 0 until something is found, limit 5), scored
// by recall@5 and nDCG@5 on the seeded catalogue, on PGlite and PostgreSQL; then the same queries
// timed at limit 5 on PGlite with 100,000 synthetic items beside the catalogue (scripts/seedScale.ts).
// Figures, not assertions. Run alone: `npx tsx tests/bench/searchRelevance.ts`.
// Budgets (docs/architecture.md §6): recall@5 ≥ 0.9, nDCG@5 ≥ 0.85, no query with nothing
// relevant in its top 5, p95 ≤ 5 ms at 100,000 items.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PREFIX_LADDER, STORE_SEARCH } from '@domain/search';
import { loadScaleCatalogue } from '../../scripts/seedScale';
import { openPglite, type Database, type Db } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { keptValues, type PublicCache } from '../../server/http/publicCache';
import { searchStore } from '../../server/search';
import { withPostgres } from '../support/benchPostgres';
import { withScratchDatabase } from '../support/scratchDatabase';
import { median } from './figures';
import { RELEVANCE_SET, type JudgedQuery } from './searchRelevanceSet';

const TOP = 5;
const SCALE_ITEMS = 100_000;
const TIMED_RUNS = Number(process.env.RELEVANCE_TIMED_RUNS ?? 3);

/** The ids the search box shows for a query: the first rung of the ladder that finds anything. */
export async function askLikeTheSearchBox(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  query: string,
  limit = TOP,
): Promise<string[]> {
  for (const prefixLength of PREFIX_LADDER) {
    const found = await searchStore(db, cache, { query, field: [...STORE_SEARCH.fields], limit, prefixLength });
    if (found.length) return found.map((item) => item._id);
  }
  return [];
}

export interface QueryScore {
  query: JudgedQuery;
  shown: string[];
  /** Relevant items shown, over the most that could be shown (min(relevant, 5)). */
  recall: number;
  /** Binary-gain DCG of the top 5 over the ideal one. */
  ndcg: number;
  /** Look-alikes shown that a shopkeeper judged wrong. */
  wrongShown: string[];
}

export function scoreQuery(query: JudgedQuery, shown: readonly string[]): QueryScore {
  const relevant = new Set(query.relevant);
  const top = shown.slice(0, TOP);
  const possible = Math.min(relevant.size, TOP);
  const hits = top.filter((id) => relevant.has(id)).length;
  const dcg = top.reduce((sum, id, rank) => sum + (relevant.has(id) ? 1 / Math.log2(rank + 2) : 0), 0);
  let ideal = 0;
  for (let rank = 0; rank < possible; rank += 1) ideal += 1 / Math.log2(rank + 2);
  return {
    query,
    shown: top,
    recall: possible ? hits / possible : 1,
    ndcg: ideal ? dcg / ideal : 1,
    wrongShown: top.filter((id) => query.wrong?.includes(id)),
  };
}

async function scoreAll(db: Db): Promise<QueryScore[]> {
  const cache = keptValues();
  const scores: QueryScore[] = [];
  for (const query of RELEVANCE_SET) scores.push(scoreQuery(query, await askLikeTheSearchBox(db, cache, query.query)));
  return scores;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summarise(label: string, scores: QueryScore[]): string[] {
  const judged = scores.filter((score) => score.query.relevant.length > 0);
  const zero = judged.filter((score) => score.recall === 0);
  const wrong = scores.filter((score) => score.wrongShown.length > 0);
  const lines = [
    `| ${label.padEnd(10)} | ${mean(judged.map((s) => s.recall)).toFixed(3)} | ${mean(judged.map((s) => s.ndcg)).toFixed(3)} | ${String(zero.length).padStart(14)} | ${String(wrong.length).padStart(16)} |`,
  ];
  const byKind = new Map<string, QueryScore[]>();
  for (const score of judged) byKind.set(score.query.kind, [...(byKind.get(score.query.kind) ?? []), score]);
  for (const [kind, list] of byKind) {
    lines.push(
      `|   ${kind.padEnd(14)} (${String(list.length).padStart(2)}) recall@5 ${mean(list.map((s) => s.recall)).toFixed(3)}, nDCG@5 ${mean(list.map((s) => s.ndcg)).toFixed(3)}`,
    );
  }
  return lines;
}

function worst(scores: QueryScore[], count = 10): string[] {
  return scores
    .filter((score) => score.query.relevant.length > 0 || score.wrongShown.length > 0)
    .sort((a, b) => a.ndcg + a.recall - (b.ndcg + b.recall) || b.wrongShown.length - a.wrongShown.length)
    .slice(0, count)
    .map(
      (s) =>
        `  '${s.query.query}' (${s.query.kind}): recall ${s.recall.toFixed(2)}, nDCG ${s.ndcg.toFixed(2)}; shown ${s.shown.join(', ') || 'nothing'}${s.wrongShown.length ? ` (wrong: ${s.wrongShown.join(', ')})` : ''}`,
    );
}

async function relevanceOn(label: string, database: Database): Promise<{ table: string[]; scores: QueryScore[] }> {
  await database.migrate();
  await seedDatabase(database.db);
  const scores = await scoreAll(database.db);
  return { table: summarise(label, scores), scores };
}

interface Latency {
  p50: number;
  p95: number;
  max: number;
  /** The same, in CPU time of the process (both threads): what a loaded machine inflates less. */
  cpuP50: number;
  cpuP95: number;
  /** Median of a bare `SELECT 1`'s round trip: the machine's own speed at the thread hops, to compare days by. */
  roundTrip: number;
}

const ROUND_TRIPS = 500;

async function roundTripMs(db: Db): Promise<number> {
  const times: number[] = [];
  for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
    const started = performance.now();
    await db.execute(sql`SELECT 1`);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function latencyAtScale(database: Database): Promise<Latency> {
  await loadScaleCatalogue(database.db, SCALE_ITEMS);
  // Kept from here on: the dictionaries read while scoring were the seeded catalogue's.
  const cache = keptValues();
  for (const query of RELEVANCE_SET) await askLikeTheSearchBox(database.db, cache, query.query); // warm-up
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    for (const query of RELEVANCE_SET) {
      for (const prefixLength of PREFIX_LADDER) {
        const cpuStarted = process.cpuUsage();
        const started = performance.now();
        const found = await searchStore(database.db, cache, {
          query: query.query,
          field: [...STORE_SEARCH.fields],
          limit: TOP,
          prefixLength,
        });
        times.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuStarted);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        if (found.length) break;
      }
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1]!,
    cpuP50: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    roundTrip: await roundTripMs(database.db),
  };
}

export async function runSearchRelevanceBench(): Promise<void> {
  const judged = RELEVANCE_SET.filter((query) => query.relevant.length > 0).length;
  console.log(
    `\nStore search relevance: ${RELEVANCE_SET.length} hand-judged shopper queries (${judged} with relevant items, the rest false friends), asked as the search box asks (prefix ladder ${PREFIX_LADDER.join(', ')}, limit ${TOP})`,
  );
  const table: string[] = [];
  const pglite = await openPglite();
  let pgliteScores: QueryScore[];
  let latency: Latency;
  try {
    const result = await relevanceOn('PGlite', pglite);
    table.push(...result.table);
    pgliteScores = result.scores;
    latency = await latencyAtScale(pglite);
  } finally {
    await pglite.close();
  }
  const postgres = await withPostgres((adminUrl) =>
    withScratchDatabase(adminUrl, 'ojas_relevance', (database) => relevanceOn('PostgreSQL', database)),
  );
  table.push(...postgres.table);
  const differ = pgliteScores.filter((score, index) => score.shown.join() !== postgres.scores[index]!.shown.join());

  console.log('\n| database   | recall@5 | nDCG@5 | zero relevant | false friends shown |');
  console.log('|------------|----------|--------|----------------|------------------|');
  for (const line of table) console.log(line);
  console.log(`Queries answered differently by PGlite and PostgreSQL: ${differ.length}`);
  console.log('\nThe ten worst queries (PGlite):');
  for (const line of worst(pgliteScores)) console.log(line);
  console.log(
    `\nLatency at ${SCALE_ITEMS.toLocaleString('en')} synthetic items + the catalogue, PGlite, limit ${TOP}, each rung of the ladder timed (${TIMED_RUNS} runs): p50 ${latency.p50.toFixed(2)} ms, p95 ${latency.p95.toFixed(2)} ms, max ${latency.max.toFixed(1)} ms; CPU time p50 ${latency.cpuP50.toFixed(2)} ms, p95 ${latency.cpuP95.toFixed(2)} ms; a bare SELECT 1's round trip ${latency.roundTrip.toFixed(2)} ms (the machine's day); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSearchRelevanceBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
