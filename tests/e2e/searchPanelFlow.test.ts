// The search panel that opens by default on brand, category and concern pages sits in the page's
// flow as one row of brands that expands: on arrival the page's heading and its first products are
// visible and nothing covers them, at phone and desktop widths; Escape, its close button and a tap
// outside close it. Screenshots of arrival go to /work/shots (SHOTS_LABEL names them).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEEDED } from '../support/builders/catalogue';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();
const SHOTS_LABEL = process.env.SHOTS_LABEL ?? 'after';

const PAGES = [
  { name: 'brand', path: `/store/brand/${SEEDED.brands.vedavana}`, heading: SEEDED.brands.vedavana },
  { name: 'category', path: '/store/category', heading: /category/i },
  { name: 'concern', path: '/store/concern', heading: /concern/i },
] as const;

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/** Whether the element's centre is inside the viewport and the element itself is what is drawn there. */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 20);
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top));
  });
}

const brandRow = (page: Page) => page.getByRole('listbox', { name: 'Shop by brand' });

describe('the search panel on brand, category and concern pages', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, Viewport][])
    for (const store of PAGES)
      it(`shows the ${store.name} page's heading and first products on arrival (${label})`, async () => {
        const page = await open(store.path, viewport);
        const heading = page.getByRole('heading', { level: 1, name: store.heading });
        await heading.waitFor();
        const firstProduct = page
          .getByRole('list', { name: / products$/ })
          .getByRole('listitem')
          .first();
        await firstProduct.waitFor();
        if (label === 'phone') await brandRow(page).waitFor();
        await page.screenshot({ path: `/work/shots/trip3-${store.name}-${label}-${SHOTS_LABEL}.png` });
        await expect.poll(() => uncovered(heading)).toBe(true);
        await expect.poll(() => uncovered(firstProduct)).toBe(true);
        await expectNoSeriousViolations(page);
      });

  it('opens by default on a phone, expands to every brand, and Escape closes it', async () => {
    const page = await open(`/store/brand/${SEEDED.brands.vedavana}`, VIEWPORTS.phone);
    await brandRow(page).waitFor();
    const more = page.getByRole('button', { name: 'All brands' });
    await more.click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => uncovered(brandRow(page).getByRole('option').last())).toBe(true);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => brandRow(page).count()).toBe(0);
  });

  it('closes with its close button, and with a tap outside', async () => {
    const page = await open('/store/concern', VIEWPORTS.phone);
    await brandRow(page).waitFor();
    await page.getByRole('button', { name: 'Close brand list' }).click();
    await expect.poll(() => brandRow(page).count()).toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await brandRow(page).waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => brandRow(page).count()).toBe(0);
  });
});
