// Nothing on a public page jumps while it loads: the layout shifts Chromium reports (the
// `layout-shift` entries behind Lighthouse's CLS) add up to less than 0.05 from navigation until
// the page has settled, at phone and desktop widths, over a network slow enough for skeletons,
// lazy chunks and images to arrive one after another, and at phone width on a phone's slower CPU.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@domain/routes';
import { STYLE_KEY } from '@ui/theme/styleCache';
import { aStoreItem } from '../support/builders/catalogue';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Budget of the cumulative layout shift score (Lighthouse's "good" is below 0.1). */
const CLS_BUDGET = 0.05;
/** Round trip added to every request, so the page paints before its data arrives. */
const LATENCY_MS = 150;
/** A phone's CPU, as Lighthouse's mobile profile slows it: the HTML is parsed and painted in
 *  pieces, so anything anchored to content still arriving shows its jump. */
const PHONE_CPU_SLOWDOWN = 4;

/** One layout shift and what moved in it: each element, where it was and where it went. */
interface RecordedShift {
  value: number;
  atMs: number;
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    layoutShifts: RecordedShift[];
  }
}

/** Records the layout shifts that no user input caused, from the very first paint, with their
 *  sources, so a failure says what moved. */
function observeLayoutShifts(styleKey: string): void {
  window.layoutShifts = [];
  const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? `#${node.nodeName}` : '(removed)';
    const classes = [...node.classList].filter((name) => !name.startsWith(`${styleKey}-`)).slice(0, 3);
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.map((name) => `.${name}`).join('')}> "${text}"`;
  };
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.push({
        value: entry.value,
        atMs: Math.round(entry.startTime),
        sources: entry.sources.map((source) => ({
          node: nameOf(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openSlowly(viewport: Viewport, path: string): Promise<Page> {
  const page = await browser.newPage(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (viewport === VIEWPORTS.phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(observeLayoutShifts, STYLE_KEY);
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
    const shifts = await page.evaluate(() => window.layoutShifts);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(score, `layout shifts:\n${JSON.stringify(shifts, null, 1)}`).toBeLessThan(CLS_BUDGET);
  });
});
