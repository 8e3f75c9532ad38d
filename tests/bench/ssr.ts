// Server-side rendering cost: for `/`, `/store`, a product page, `/doctors` and a blog post, the
// HTML's size (raw and gzip), its inline CSS and its element count, and the time of a full render (all passes, data through the warm public cache) against a reply from the
// rendered-page cache, p50/p95, on PGlite with the real SSR bundle. Figures, not assertions.
// Run alone: `npx tsx tests/bench/ssr.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { buildApp } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/tokens';
import { LOCAL_FIREBASE_PROJECT, loadConfig } from '../../server/config';
import { openConfiguredDatabase } from '../../server/db/open';
import { PROJECT_ROOT } from '../../server/main';
import { createPaymentGateway } from '../../server/payments';

const RUNS = 20;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`;

const kilobytes = (length: number) => `${(length / 1024).toFixed(1)} KB`;
/** The styles the page carries in its head (MUI's, extracted while rendering). */
const inlineCssLength = (html: string) =>
  [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].reduce((sum, match) => sum + match[1]!.length, 0);
/** Elements the server rendered into the root (what the browser parses before any script). */
const renderedElements = (html: string) =>
  html.slice(html.indexOf('<div id="root">')).match(/<[a-z][a-z0-9]*(?=[\s/>])/g)?.length ?? 0;

async function main() {
  await ensureSpaBuilt(PROJECT_ROOT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-bench-ssr-'));
  // SPA_DIR measures another build (say, a copy of the one before a change) beside this one.
  const spaDir = process.env.SPA_DIR ? { SPA_DIR: process.env.SPA_DIR } : {};
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...spaDir }, PROJECT_ROOT);
  const database = await openConfiguredDatabase(config, () => undefined);
  const app = await buildApp({
    db: database.db,
    config,
    verifyToken: createTokenVerifier(LOCAL_FIREBASE_PROJECT),
    gateway: createPaymentGateway(config, database.db),
  });
  try {
    const first = (await app.inject({ url: '/api/store/items/query/0/1' })).json<{
      data: { items: { _id: string }[] };
    }>();
    const post = (await app.inject({ url: '/api/blogs' })).json<{ data: { _id: string }[] }>();
    console.log('Server-side rendering (PGlite, real SSR bundle)');
    for (const [label, url] of [
      ['home /', '/'],
      ['/store', '/store'],
      ['a product', `/store/${first.data.items[0]!._id}`],
      ['/doctors', '/doctors'],
      ['a blog post', `/blogs/${post.data[0]!._id}`],
    ] as const) {
      const rendered: number[] = [];
      const cached: number[] = [];
      let html = '';
      // Run 0 warms the API cache and the JIT; a new query string is a page the HTML cache lacks.
      for (let run = 0; run <= RUNS; run += 1) {
        const fresh = `${url}?run=${run}`;
        let started = performance.now();
        const reply = await app.inject({ url: fresh });
        if (run > 0) rendered.push(performance.now() - started);
        started = performance.now();
        await app.inject({ url: fresh });
        if (run > 0) cached.push(performance.now() - started);
        html = reply.body;
      }
      console.log(
        `  ${label}: HTML ${kilobytes(html.length)} (${kilobytes(gzipSync(html).length)} gzip), ` +
          `inline CSS ${kilobytes(inlineCssLength(html))}, ${renderedElements(html)} elements; ` +
          `full render ${figures(rendered)}; from the rendered-page cache ${figures(cached)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
