// Where a phone's main thread spends a page's start: a Chromium performance trace (DevTools
// protocol tracing) of `/`, `/store` and `/doctors` (or the paths in BENCH_TRACE_PATHS) at 390 px
// with the CPU slowed 4×, from the navigation until the page has hydrated and then stayed quiet a
// while (parts hydrated when idle are counted), with the self time of each trace event summed by
// category: script, HTML parsing, style recalculation, layout, paint, garbage collection; the
// tasks' whole, the longest, and their blocking time (each task's CPU time slowed 4×, past 50 ms,
// as Total Blocking Time counts). Times are the thread's CPU time (`tdur`), which another process
// on a shared machine does not stretch. Emotion's CSS rule insertions (`insertRule`) are counted
// and timed in the page. Median of BENCH_TRACE_RUNS (3). Figures, not budgets. Run alone:
// `npx tsx tests/bench/mainThread.ts`.
import type { Browser } from 'playwright-core';
import type { StoreItem } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';
import { describeChromium } from '../support/chromium';
import { withServerAndBrowser } from './browserBench';
import { loadAverage, median } from './figures';
import { apiData } from './serverProcess';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 } as const;
/** The pages traced: BENCH_TRACE_PATHS (comma-separated; `product` is the first item's page) or these. */
const PATHS = process.env.BENCH_TRACE_PATHS?.split(',') ?? ['/', '/store', '/doctors'];
const PRODUCT_PATH = 'product';
/** After hydration, how long the page is left alone so parts hydrated when idle are in the trace. */
const SETTLE_MS = 6_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

const CATEGORY_OF: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'V8.CompileCode': 'script',
  'v8.produceModuleCache': 'script',
  'v8.run': 'script',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  PaintImage: 'paint',
  Decode: 'paint',
  ImageDecodeTask: 'paint',
  CompositeLayers: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};
const CATEGORIES = ['script', 'parse HTML', 'style', 'layout', 'paint', 'GC', 'other'] as const;
/** All tasks' CPU time, the longest's, and their time past 50 ms once slowed (as TBT counts it). */
const TASK_FIGURES = ['tasks', 'longest task', 'blocking'] as const;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The self CPU time (ms) of the main thread's events by category, and the whole of its tasks. */
function mainThreadTime(events: TraceEvent[]): Record<string, number> {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const complete = events
    .filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals: Record<string, number> = Object.fromEntries([...CATEGORIES, ...TASK_FIGURES].map((name) => [name, 0]));
  // Each event's own time: its CPU time less its children's, found with a stack of open events.
  const stack: { end: number; event: TraceEvent; childCpu: number }[] = [];
  const close = (entry: (typeof stack)[number]) => {
    const own = Math.max(0, (entry.event.tdur ?? entry.event.dur!) - entry.childCpu);
    const category = CATEGORY_OF[entry.event.name] ?? (stack.length === 0 ? 'other' : undefined);
    // An unknown event inside a known one is part of that one's work.
    const owner = category ?? inheritedCategory();
    totals[owner] = (totals[owner] ?? 0) + own / 1000;
    const parent = stack.at(-1);
    if (parent) parent.childCpu += entry.event.tdur ?? entry.event.dur!;
  };
  const inheritedCategory = () =>
    [...stack].reverse().find((entry) => CATEGORY_OF[entry.event.name])?.event.name ?? 'other';
  for (const event of complete) {
    while (stack.length > 0 && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
    if (event.name === 'RunTask' && stack.length === 0) {
      const taskMs = (event.tdur ?? event.dur!) / 1000;
      totals.tasks! += taskMs;
      // What Total Blocking Time counts of it, on a CPU this many times slower.
      totals.blocking! += Math.max(0, taskMs * CPU_SLOWDOWN - LONG_TASK_MS);
      totals['longest task']! = Math.max(totals['longest task']!, taskMs);
    }
    stack.push({ end: event.ts + event.dur!, event, childCpu: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  // Inherited names were event names: fold them into their categories.
  for (const name of Object.keys(totals)) {
    const category = CATEGORY_OF[name];
    if (category) {
      totals[category]! += totals[name]!;
      delete totals[name];
    }
  }
  return totals;
}

/** Counts and times the page's CSS rule insertions (Emotion's, in production). */
const COUNT_INSERTED_RULES = `
  window.insertedRules = { count: 0, ms: 0 };
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    const start = performance.now();
    try { return insertRule.call(this, rule, index); }
    finally { window.insertedRules.count += 1; window.insertedRules.ms += performance.now() - start; }
  };`;

async function traceOnce(browser: Browser, url: string): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(COUNT_INSERTED_RULES);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('a[aria-label^="Cart"]')].some((link) =>
        /^Cart, \d+ items?$/.test(link.getAttribute('aria-label') ?? ''),
      ),
    );
    await page.waitForTimeout(SETTLE_MS);
    const inserted = (await page.evaluate('window.insertedRules')) as { count: number; ms: number };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...mainThreadTime(trace.traceEvents), 'rules inserted': inserted.count, 'insertRule ms': inserted.ms };
  } finally {
    await context.close();
  }
}

/** The path itself, or for `product` the page of the catalogue's first item. */
async function resolvePath(baseUrl: string, pagePath: string): Promise<string> {
  if (pagePath !== PRODUCT_PATH) return pagePath;
  const { items } = await apiData<{ items: StoreItem[] }>(`${baseUrl}/api/store/items/query/0/1`);
  if (!items[0]) throw new Error('The seeded database has no item');
  return ROUTES.storeItem.href(items[0]._id);
}

async function main() {
  await withServerAndBrowser('ojas-trace-', async (url, browser) => {
    const columns = [...CATEGORIES, ...TASK_FIGURES, 'rules inserted', 'insertRule ms'];
    console.log(
      `\nMain thread from navigation to ${SETTLE_MS / 1000} s after hydration (CPU ms, median of ${RUNS}) at ${PHONE.width} px with ${CPU_SLOWDOWN}× CPU slowdown in ${describeChromium()} ${browser.version()}; load average ${loadAverage()} before`,
    );
    console.log(`| page     | ${columns.join(' | ')} |`);
    console.log(`|----------|${columns.map((column) => '-'.repeat(column.length + 2)).join('|')}|`);
    for (const pagePath of await Promise.all(PATHS.map((pagePath) => resolvePath(url, pagePath)))) {
      await traceOnce(browser, `${url}${pagePath}`); // warms the server's kept page and the browser
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await traceOnce(browser, `${url}${pagePath}`));
      const cells = columns.map((column) =>
        median(runs.map((figures) => figures[column] ?? 0))
          .toFixed(0)
          .padStart(column.length),
      );
      console.log(`| ${pagePath.padEnd(8)} | ${cells.join(' | ')} |`);
    }
    console.log(`load average ${loadAverage()} after`);
  });
}

await main();
