// Store search at scale: 100,000 synthetic items (scripts/seedScale.ts) beside the seeded
// catalogue, 200 typo'd, half-typed queries (deterministic), latency of the whole service call
// (expansion, ranking, rows) at limit 5 and 50, and recall against the brute-force rule
// (server/search/reference.ts). PGlite always; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Figures, not assertions. Run alone: `npx tsx tests/bench/search.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxEditsFor, STORE_SEARCH } from '@domain/search';
import { loadScaleCatalogue, scaleBrands, scaleItem } from '../../scripts/seedScale';
import { openPglite, type Database, type Db } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { seededRandom } from '../../server/db/seed/random';
import { keptValues } from '../../server/http/publicCache';
import { searchStore, searchStoreIds } from '../../server/search';
import { referencePage, storedWords, storeTieOrder } from '../../server/search/reference';
import { withScratchDatabase } from '../support/scratchDatabase';
import { storeReferenceDocs, type StoreReferenceDoc } from '../support/storeReferenceDocs';

export const BENCH_ITEMS = 100_000;
export const BENCH_QUERIES = 200;
const PREFIX_LENGTH = 2;
const LIMITS = [5, 50] as const;
const RUNS = 3;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One random edit: delete, replace, insert or swap two neighbours. */
function typo(word: string, random: () => number): string {
  const letters = [...word];
  const at = Math.floor(random() * letters.length);
  const kind = random();
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  if (kind < 0.3 && letters.length > 1) letters.splice(at, 1);
  else if (kind < 0.6) letters[at] = letter;
  else if (kind < 0.85) letters.splice(at, 0, letter);
  else if (at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  return letters.join('');
}

/**
 * Queries as people type them: 1-3 words of a real item, typos within the allowed edits (now and
 * then one more), never in the first two letters, and the last word cut half-way.
 */
export function benchQueries(count = BENCH_QUERIES): string[] {
  const random = seededRandom('search-bench-queries');
  const scaleBrandList = scaleBrands();
  const queries: string[] = [];
  while (queries.length < count) {
    const item = scaleItem(1 + Math.floor(random() * BENCH_ITEMS), scaleBrandList);
    const brand = scaleBrandList.find((b) => b.id === item.brandId)!;
    const words = storedWords(`${item.name} ${random() < 0.2 ? brand.name : ''}`);
    const wanted = 1 + Math.floor(random() * Math.min(3, words.length));
    for (let i = words.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [words[i], words[j]] = [words[j]!, words[i]!];
    }
    const picked = words.slice(0, wanted).map((word) => {
      let edits = Math.floor(random() * (maxEditsFor(word) + 1));
      if (random() < 0.1) edits += 1;
      let typed = word;
      for (let e = 0; e < edits && typed.length > 3; e += 1) typed = typed.slice(0, 2) + typo(typed.slice(2), random);
      return typed;
    });
    const last = picked.length - 1;
    const keep = Math.max(3, Math.ceil(picked[last]!.length * (0.4 + random() * 0.6)));
    picked[last] = picked[last]!.slice(0, keep);
    queries.push(picked.join(' '));
  }
  return queries;
}

type Doc = StoreReferenceDoc;

export const referenceDocs = storeReferenceDocs;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Figures {
  p50: number;
  p95: number;
  max: number;
  recall: number;
  exactOrder: number;
  plans: Map<string, number>;
}

export async function measure(db: Db, docs: Doc[], queries: string[], limit: number): Promise<Figures> {
  const field = [...STORE_SEARCH.fields];
  const input = (query: string) => ({ query, field, limit, prefixLength: PREFIX_LENGTH });
  const cache = keptValues();
  for (const query of queries) await searchStore(db, cache, input(query)); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const query of queries) {
      const started = performance.now();
      await searchStore(db, cache, input(query));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  let expectedTotal = 0;
  let foundTotal = 0;
  let exactOrder = 0;
  const plans = new Map<string, number>();
  for (const query of queries) {
    const expected = referencePage(docs, query, PREFIX_LENGTH, storeTieOrder, limit).map((doc) => doc.id);
    const { ids, steps } = await searchStoreIds(db, cache, input(query));
    const plan = steps.map((step) => step.split(':')[0]).join('+') || 'none';
    plans.set(plan, (plans.get(plan) ?? 0) + 1);
    expectedTotal += expected.length;
    foundTotal += expected.filter((id) => ids.includes(id)).length;
    if (expected.join() === ids.join()) exactOrder += 1;
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1]!,
    recall: expectedTotal ? foundTotal / expectedTotal : 1,
    exactOrder,
    plans,
  };
}

async function benchDatabase(label: string, database: Database, queries: string[]): Promise<string[]> {
  const lines: string[] = [];
  let started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const added = await loadScaleCatalogue(database.db, BENCH_ITEMS);
  const loadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const docs = await referenceDocs(database.db);
  console.log(
    `  ${label}: ${docs.length} items (${added} synthetic) migrated, seeded and loaded in ${loadSeconds.toFixed(1)} s`,
  );
  for (const limit of LIMITS) {
    const f = await measure(database.db, docs, queries, limit);
    const plans = [...f.plans]
      .sort((a, b) => b[1] - a[1])
      .map(([plan, n]) => `${plan} ${n}`)
      .join(', ');
    lines.push(
      `| ${label.padEnd(11)} | ${String(limit).padStart(5)} | ${f.p50.toFixed(2).padStart(8)} | ${f.p95.toFixed(2).padStart(8)} | ${f.max.toFixed(1).padStart(7)} | ${(f.recall * 100).toFixed(1).padStart(6)}% | ${`${f.exactOrder}/${queries.length}`.padStart(11)} | ${plans}`,
    );
  }
  return lines;
}

export async function runSearchBench(): Promise<void> {
  const queries = benchQueries();
  console.log(
    `\nStore search: ${BENCH_ITEMS.toLocaleString('en')} synthetic items + the seeded catalogue, ${queries.length} typo'd, half-typed queries (prefixLength ${PREFIX_LENGTH}), ${RUNS} timed runs each`,
  );
  console.log(
    `  e.g. ${queries
      .slice(0, 8)
      .map((q) => `'${q}'`)
      .join(', ')}`,
  );
  const rows: string[] = [];

  const pglite = await openPglite();
  try {
    rows.push(...(await benchDatabase('PGlite', pglite, queries)));
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    rows.push(
      ...(await withScratchDatabase(adminUrl, 'ojas_bench', (postgres) =>
        benchDatabase('PostgreSQL', postgres, queries),
      )),
    );
  }

  console.log('\n| database    | limit | p50 (ms) | p95 (ms) | max(ms) | recall  | exact order | plans (queries)');
  console.log('|-------------|-------|----------|----------|---------|---------|-------------|----------------');
  for (const row of rows) console.log(row);
  if (!adminUrl) console.log('| PostgreSQL  | skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.log('Latency: the whole searchStore() call (dictionary expansion, ranking, fetching the rows), in process.');
  console.log(
    'Recall: results found among the brute-force top-N of the same rule; exact order: identical ranked lists.',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSearchBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
