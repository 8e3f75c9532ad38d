// `npm run bench`: figures, not assertions.
// 1. Time from `npm start` to the first page served, with a warm .data/ directory.
// 2. Throughput of GET /api/store/items/query/0/21 against a bare Fastify route, same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { loadConfig } from '../../server/config';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { spawnTsx } from './serverProcess';

const START_RUNS = 3;
const LOAD_SECONDS = 8;
const CONNECTIONS = 10;
/** A cached public list should cost at most twice what Fastify itself costs. */
const THROUGHPUT_RATIO_BUDGET = 0.5;

async function waitForPage(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<div id="root">')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer in time`);
}

async function timeNpmStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  // The auth emulator starts in the background and never delays the first page; it is left
  // out here so its 30-55 s of start-up CPU does not blur the figure.
  const child = spawnTsx('scripts/start.ts', { PORT: String(port), DATA_DIR: dataDir }, 'ignore');
  try {
    await waitForPage(`http://127.0.0.1:${port}/`, Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
}

/** What browsers send: kept replies then come in their compressed copy. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

async function throughput(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  await ensureSpaBuilt(PROJECT_ROOT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-bench-'));
  try {
    const coldMs = await timeNpmStart(dataDir, 18_081);
    const warm: number[] = [];
    for (let run = 0; run < START_RUNS; run += 1) warm.push(await timeNpmStart(dataDir, 18_081));
    warm.sort((a, b) => a - b);
    console.log('\nnpm start → first page served');
    console.log(`  cold (creates and seeds .data/): ${(coldMs / 1000).toFixed(2)} s`);
    console.log(
      `  warm .data/, median of ${START_RUNS}: ${(warm[Math.floor(START_RUNS / 2)]! / 1000).toFixed(2)} s (runs: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
    );

    const server = await startServer(
      loadConfig(
        { ...process.env, PORT: '18082', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
        PROJECT_ROOT,
      ),
    );
    const bare = Fastify();
    bare.get('/bare', async () => ({ success: true, data: { items: [] } }));
    const bareUrl = await bare.listen({ port: 18_083, host: '127.0.0.1' });
    try {
      await throughput(`${server.url}/api/store/items/query/0/21`); // warm-up
      const items = await throughput(`${server.url}/api/store/items/query/0/21`);
      const compressed = await throughput(`${server.url}/api/store/items/query/0/21`, BROWSER_ENCODINGS);
      const baseline = await throughput(`${bareUrl}/bare`);
      console.log(`\nThroughput, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each (${os.cpus().length} cores)`);
      console.log(
        `  GET /api/store/items/query/0/21: ${items.rps.toFixed(0)} req/s (p50 ${items.p50} ms, p99 ${items.p99} ms)`,
      );
      console.log(
        `  the same, gzip/br accepted:      ${compressed.rps.toFixed(0)} req/s (p50 ${compressed.p50} ms, p99 ${compressed.p99} ms)`,
      );
      console.log(
        `  bare Fastify route:              ${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms)`,
      );
      const ratio = items.rps / baseline.rps;
      console.log(
        `  ratio items/bare: ${ratio.toFixed(3)} (budget ≥ ${THROUGHPUT_RATIO_BUDGET}: ${ratio >= THROUGHPUT_RATIO_BUDGET ? 'met' : 'MISSED'})`,
      );
      console.log(`  ratio compressed items/bare: ${(compressed.rps / baseline.rps).toFixed(3)}`);
    } finally {
      await bare.close();
      await server.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
