// How fast the page answers a thumb: Interaction to Next Paint (web-vitals' INP, the worst of a
// page's interactions as Chrome measures them) for four things a shopper does on a phone, with the
// CPU slowed 4× through the DevTools protocol (Lighthouse's mobile profile): typing in the search
// box, adding to the cart, opening the filters and applying one, and choosing a day and a time on
// a doctor's page. The real server in a child process over a fresh database; median of
// BENCH_INP_RUNS (5) runs each. Figures and budgets, not assertions. Run alone:
// `npx tsx tests/bench/interactions.ts`.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { StoreItem } from '@domain/contract/catalogue';
import { formatIndiaDay } from '@domain/indiaTime';
import { ROUTES } from '@domain/routes';
import { bookingDates, type Slot } from '@domain/slots';
import { PROJECT_ROOT } from '../../server/main';
import { describeChromium } from '../support/chromium';
import { withServerAndBrowser } from './browserBench';
import { loadAverage, median, verdict } from './figures';
import { apiData } from './serverProcess';

const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Chrome's "good" INP. */
const INP_BUDGET_MS = 200;
const PHONE = { width: 390, height: 844 } as const;
/** The shortest interaction Chrome's Event Timing reports (web-vitals ignores those under 40 ms
 *  unless told): a 0 in the table means every interaction took less. */
const EVENT_TIMING_FLOOR_MS = 16;
const WEB_VITALS = path.join(PROJECT_ROOT, 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js');
const TIME_CHIP = /^\d{1,2}:\d{2} (am|pm)$/i;

interface Interaction {
  name: string;
  path: string;
  /** What the shopper does once the page is ready. */
  act: (page: Page) => Promise<void>;
}

/** Ready for a thumb: hydrated (the cart link knows its count) and the network quiet. */
async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('a[aria-label^="Cart"]')].some((link) =>
      /^Cart, \d+ items?$/.test(link.getAttribute('aria-label') ?? ''),
    ),
  );
}

function interactions(item: StoreItem, doctorId: string, openDay: string): Interaction[] {
  return [
    {
      name: 'type in the search box',
      path: ROUTES.home.href,
      act: async (page) => {
        const box = page.getByRole('combobox', { name: /^Search/ }).first();
        await box.click();
        await page.keyboard.type('ashwa', { delay: 150 });
        await page.getByRole('option').first().waitFor();
      },
    },
    {
      name: 'add to cart',
      path: ROUTES.storeItem.href(item._id),
      act: async (page) => {
        await page
          .getByRole('button', { name: `Add ${item.name} to cart` })
          .first()
          .click();
        await page
          .getByRole('link', { name: /^Cart, 1 item$/ })
          .first()
          .waitFor();
      },
    },
    {
      name: 'open filters, apply one',
      path: ROUTES.store.href,
      act: async (page) => {
        await page
          .getByRole('button', { name: /^Filters/ })
          .first()
          .click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await drawer.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().click();
        await drawer.getByRole('button', { name: 'Show results' }).click();
        await drawer.waitFor({ state: 'hidden' });
      },
    },
    {
      name: 'choose a day and a time',
      path: ROUTES.doctor.href(doctorId),
      act: async (page) => {
        const booking = page.getByRole('region', { name: 'Book a consultation' });
        await booking.getByRole('button', { name: openDay, exact: true }).click();
        await booking.getByRole('button', { name: TIME_CHIP }).first().click();
        await page.waitForTimeout(300);
      },
    },
  ];
}

/** One run: a fresh phone page at 4× slower CPU; answers the page's INP after the interaction. */
async function inpOf(browser: Browser, baseUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    // The library declares a global `webVitals`; an init script runs in a scope of its own.
    await page.addInitScript({ content: `${fs.readFileSync(WEB_VITALS, 'utf8')};window.webVitals = webVitals;` });
    // Scripts for the page are strings: tsx would wrap functions in a helper the page lacks.
    await page.addInitScript(`
      window.worstInteractionMs = 0;
      addEventListener('DOMContentLoaded', function () {
        window.webVitals.onINP(function (metric) { window.worstInteractionMs = metric.value; },
          { reportAllChanges: true, durationThreshold: ${EVENT_TIMING_FLOOR_MS} });
      });`);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}${interaction.path}`);
    await ready(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    // web-vitals gives its final INP when the page is hidden, as when the shopper leaves it.
    await page.waitForTimeout(300);
    return Number(
      await page.evaluate(`
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: function () { return 'hidden'; } });
        document.dispatchEvent(new Event('visibilitychange'));
        window.worstInteractionMs;`),
    );
  } finally {
    await context.close();
  }
}

/**
 * The label of the first day after today on which the doctor has a free slot, by the server's own
 * answers: which days are open depends on the weekday the bench runs.
 */
async function openDayOf(baseUrl: string, doctorId: string): Promise<string> {
  for (const date of bookingDates(Date.now()).slice(1)) {
    const slots = await apiData<Slot[]>(`${baseUrl}/api/doctors/${doctorId}/slots?date=${date}`);
    if (slots.length > 0) return formatIndiaDay(date);
  }
  throw new Error(`${doctorId} has no free slot in the booking window`);
}

async function main() {
  await withServerAndBrowser('ojas-inp-', async (url, browser) => {
    const { items } = await apiData<{ items: StoreItem[] }>(`${url}/api/store/items/query/0/20`);
    const item = items.find((candidate) => candidate.inStock) ?? items[0]!;
    console.log(
      `\nINP (ms, median of ${RUNS}) at ${PHONE.width} px with ${CPU_SLOWDOWN}× CPU slowdown in ${describeChromium()} ${browser.version()}; load average ${loadAverage()} before`,
    );
    console.log('| interaction               | INP     | runs                         | budget |');
    console.log('|---------------------------|---------|------------------------------|--------|');
    const doctorId = 'meera-iyer';
    for (const interaction of interactions(item, doctorId, await openDayOf(url, doctorId))) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await inpOf(browser, url, interaction));
      const value = median(runs);
      console.log(
        `| ${interaction.name.padEnd(25)} | ${`${value.toFixed(0)}`.padStart(7)} | ${runs
          .map((ms) => ms.toFixed(0))
          .join(', ')
          .padEnd(28)} | ${verdict(value <= INP_BUDGET_MS).padEnd(6)} |`,
      );
    }
    console.log(`budget: INP ≤ ${INP_BUDGET_MS} ms each; load average ${loadAverage()} after`);
  });
}

await main();
