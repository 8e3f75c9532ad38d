// The shop's filters and sorting, and a product page, in a real browser against the real server.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ItemQueryBody, Review, StoreItemDetail, StoreItemPage } from '@domain/contract/catalogue';
import { SITE_MESSAGES } from '@domain/messages/site';
import { formatRupees } from '@domain/money';
import { aStoreItem, SEEDED } from '../support/builders/catalogue';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();
const VEDAVANA = SEEDED.brands.vedavana;

async function filtered(body: Omit<ItemQueryBody, 'start' | 'limit'>): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/store/items/filter/0/21`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start: 0, limit: 21, ...body }),
  });
  return ((await response.json()) as { data: StoreItemPage }).data.items.map((item) => item.name);
}

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${baseURL}/api${path}`)).json()) as { data: T }).data;
}

/**
 * The product names the grid shows, in order, once they match what is expected. Read as text
 * content: a card off the screen is not drawn yet (content-visibility), so it has no inner text.
 */
async function expectShown(page: Page, names: string[]): Promise<void> {
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect.poll(() => grid.getByRole('heading').allTextContents(), { timeout: 10_000 }).toEqual(names);
}

describe('shop filters and sorting', () => {
  it('puts a brand filter and the sorting in the URL, changes the results, and the back button restores them', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' });
    await expectShown(page, await filtered({ sort: 'relevance' }));

    const brandFacet = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brand' });
    await brandFacet.getByRole('button', { name: /^Show all \d+$/ }).click();
    await brandFacet.getByRole('checkbox', { name: VEDAVANA }).check();
    await page.waitForURL(`${baseURL}/store?brand=${VEDAVANA}`);
    await expectShown(page, await filtered({ brands: [VEDAVANA], sort: 'relevance' }));

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(`${baseURL}/store?brand=${VEDAVANA}&sort=price-asc`);
    const cheapestFirst = await filtered({ brands: [VEDAVANA], sort: 'price-asc' });
    await expectShown(page, cheapestFirst);
    expect(cheapestFirst).not.toEqual(await filtered({ brands: [VEDAVANA], sort: 'relevance' }));
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Filters in use' })
          .getByRole('button', { name: `Remove filter ${VEDAVANA}` })
          .count(),
      )
      .toBe(1);
    await expectNoSeriousViolations(page);

    await page.goBack();
    await page.waitForURL(`${baseURL}/store?brand=${VEDAVANA}`);
    await expectShown(page, await filtered({ brands: [VEDAVANA], sort: 'relevance' }));
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('relevance');
    await page.goBack();
    await page.waitForURL(`${baseURL}/store`);
    await expectShown(page, await filtered({ sort: 'relevance' }));
    await expect
      .poll(() =>
        page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: VEDAVANA }).isChecked(),
      )
      .toBe(false);
    await page.goForward();
    await page.waitForURL(`${baseURL}/store?brand=${VEDAVANA}`);
    await expect
      .poll(() =>
        page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: VEDAVANA }).isChecked(),
      )
      .toBe(true);
  });

  it('names a reversed price range and changes nothing', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/store?rating=4`, { waitUntil: 'networkidle' });
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByLabel('Min ₹').fill('900');
    await sidebar.getByLabel('Max ₹').fill('100');
    await sidebar.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => sidebar.getByRole('alert').innerText()).toBe(SITE_MESSAGES.priceRangeReversed);
    expect(page.url()).toBe(`${baseURL}/store?rating=4`);
    await sidebar.getByLabel('Max ₹').fill('1000');
    await sidebar.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`${baseURL}/store?min=900&max=1000&rating=4`);
    await expectShown(page, await filtered({ minPrice: 900, maxPrice: 1000, minRating: 4, sort: 'relevance' }));
  });

  it('filters from the drawer on a phone, applying only on Show results', async () => {
    const page = await browser.newPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('radio', { name: '4 stars & up' }).check();
    await drawer.getByRole('checkbox', { name: /^Digestion/ }).check();
    expect(page.url()).toBe(`${baseURL}/store`);
    await expectNoSeriousViolations(page);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(`${baseURL}/store?category=digestion&rating=4`);
    await expectShown(page, await filtered({ categories: ['digestion'], minRating: 4, sort: 'relevance' }));
    await expect.poll(() => page.getByRole('button', { name: 'Filters, 2 in use' }).count()).toBe(1);
    await page.goBack();
    await page.waitForURL(`${baseURL}/store`);
    await expectShown(page, await filtered({ sort: 'relevance' }));
  });
});

describe('product page', () => {
  it('says plainly that a product that does not exist is not in the shop, with no retry', async () => {
    // The browser logs the page's 404 (the server rendered the missing state); that answer is the point of the test.
    const page = await browser.newPage(VIEWPORTS.phone, { toleratedErrorSources: ['/store/no-such-product'] });
    await page.goto(`${baseURL}/store/no-such-product`);
    await page.getByRole('heading', { level: 1, name: SITE_MESSAGES.notFound }).waitFor();
    await page.getByText(SITE_MESSAGES.productMissing).waitFor();
    await page.getByRole('link', { name: 'Shop all products' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await expect.poll(() => page.getByText(SITE_MESSAGES.loadFailed).count()).toBe(0);
  });

  it('shows the photos, price, reviews with the rating summary, and related products', async () => {
    const id = aStoreItem()._id;
    const item = await api<StoreItemDetail>(`/store/items/${id}`);
    const reviews = await api<Review[]>(`/review/querybyreferenceidandtype/storeItem/${id}`);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await browser.newPage(viewport);
      await page.goto(`${baseURL}/store/${id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
      await expect
        .poll(() => page.getByText(formatRupees(item.sellingPrice), { exact: true }).first().isVisible())
        .toBe(true);
      await expect.poll(() => page.locator('main s').first().innerText()).toBe(formatRupees(item.costPrice));
      await expect.poll(() => page.getByText(`${item.discount}% OFF`).first().isVisible()).toBe(true);

      // The rating summary: average, count, and one bar per star count.
      const summary = page.getByRole('region', { name: 'Customer reviews' });
      await summary.getByText(`Based on ${reviews.length} reviews`).waitFor();
      const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
      await expect.poll(() => summary.getByText(average.toFixed(1), { exact: false }).first().isVisible()).toBe(true);
      const bars = summary.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem');
      await expect.poll(() => bars.count()).toBe(5);
      const fiveStars = reviews.filter((review) => review.rating === 5).length;
      await expect.poll(() => bars.first().innerText()).toContain(String(fiveStars));
      await expect
        .poll(() => summary.getByRole('list', { name: 'Reviews' }).getByRole('article').count())
        .toBe(Math.min(6, reviews.length));

      // Related products: same category, not this one.
      const related = page.getByRole('region', { name: 'You may also like' });
      const relatedNames = related.getByRole('heading', { level: 3 });
      await relatedNames.first().waitFor();
      expect(await relatedNames.count()).toBeGreaterThan(0);
      expect(await relatedNames.allTextContents()).not.toContain(item.name);
      expect(await relatedNames.allTextContents()).not.toContain('');

      // Thumbnails switch with the keyboard; srcset serves the configured widths.
      const tabs = page.getByRole('tablist', { name: 'Product photos' }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(item.photoLinks.length);
      const photo = page.getByRole('tabpanel').locator('img');
      await expect.poll(() => photo.getAttribute('srcset')).toMatch(/\?w=160 160w, .*\?w=1200 1200w/);
      const first = await photo.getAttribute('src');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Photo 2 of ${item.photoLinks.length}`);
      await expect.poll(() => photo.getAttribute('src')).not.toBe(first);
      await page.keyboard.press('Home');
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');

      await expectNoSeriousViolations(page);
    }
  });
});
