// Nothing on a public page jumps while it loads: the layout shifts Chromium reports (the
// `layout-shift` entries behind Lighthouse's CLS) add up to less than 0.05 from navigation until
// the page has settled, at phone and desktop widths, over a network slow enough for skeletons,
// lazy chunks and images to arrive one after another.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../src/domain/routes';
import { aStoreItem } from '../support/builders/catalogue';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Budget of the cumulative layout shift score (Lighthouse's "good" is below 0.1). */
const CLS_BUDGET = 0.05;
/** Round trip added to every request, so the page paints before its data arrives. */
const LATENCY_MS = 150;

declare global {
  interface Window {
    layoutShiftScore: number;
  }
}

/** Sums the layout shifts that no user input caused, from the very first paint. */
function observeLayoutShifts(): void {
  window.layoutShiftScore = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.layoutShiftScore += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openSlowly(viewport: Viewport, path: string): Promise<Page> {
  const page = await browser.newPage(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(observeLayoutShifts);
  await page.goto(`${baseURL}${path}`);
  return page;
}

/** Settled: the heading is shown, no loading placeholder is left, the network is idle and every
 *  image in view has been drawn. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

const PAGES = [
  { name: 'the home page', path: ROUTES.home.href },
  { name: 'a product page', path: ROUTES.storeItem.href(aStoreItem()._id) },
  { name: 'the doctors page', path: ROUTES.doctors.href },
];

describe.each([
  { width: 'phone', viewport: VIEWPORTS.phone },
  { width: 'desktop', viewport: VIEWPORTS.desktop },
])('layout stability at $width width', ({ viewport }) => {
  it.each(PAGES)(`$name loads with a cumulative layout shift below ${CLS_BUDGET}`, async ({ path }) => {
    const page = await openSlowly(viewport, path);
    await settle(page);
    expect(await page.evaluate(() => window.layoutShiftScore)).toBeLessThan(CLS_BUDGET);
  });
});
