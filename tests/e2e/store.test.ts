// The shop's filters and sorting, and a product page, in a real browser against the real server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ItemQueryBody, Review, StoreItemDetail, StoreItemPage } from '../../src/domain/contract/catalogue';
import { PRODUCT_MESSAGES } from '../../src/domain/messages';
import { formatRupees } from '../../src/domain/money';
import { collectErrors, launchBrowser, seriousViolations, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

/** The product names the grid shows, in order, once they match what is expected. */
async function expectShown(page: Page, names: string[]): Promise<void> {
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect.poll(() => grid.getByRole('heading').allInnerTexts(), { timeout: 10_000 }).toEqual(names);
}

describe('shop filters and sorting', () => {
  it('puts a brand filter and the sorting in the URL, changes the results, and the back button restores them', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' });
    await expectShown(page, await filtered({ sort: 'relevance' }));

    const brandFacet = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brand' });
    await brandFacet.getByRole('button', { name: /^Show all \d+$/ }).click();
    await brandFacet.getByRole('checkbox', { name: 'Vedavana' }).check();
    await page.waitForURL(`${baseURL}/store?brand=Vedavana`);
    await expectShown(page, await filtered({ brands: ['Vedavana'], sort: 'relevance' }));

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(`${baseURL}/store?brand=Vedavana&sort=price-asc`);
    const cheapestFirst = await filtered({ brands: ['Vedavana'], sort: 'price-asc' });
    await expectShown(page, cheapestFirst);
    expect(cheapestFirst).not.toEqual(await filtered({ brands: ['Vedavana'], sort: 'relevance' }));
    expect(
      await page
        .getByRole('list', { name: 'Filters in use' })
        .getByRole('button', { name: 'Remove filter Vedavana' })
        .count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await page.waitForURL(`${baseURL}/store?brand=Vedavana`);
    await expectShown(page, await filtered({ brands: ['Vedavana'], sort: 'relevance' }));
    expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
    await page.goBack();
    await page.waitForURL(`${baseURL}/store`);
    await expectShown(page, await filtered({ sort: 'relevance' }));
    expect(
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: 'Vedavana' })
        .isChecked(),
    ).toBe(false);
    await page.goForward();
    await page.waitForURL(`${baseURL}/store?brand=Vedavana`);
    expect(
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: 'Vedavana' })
        .isChecked(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names a reversed price range and changes nothing', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/store?rating=4`, { waitUntil: 'networkidle' });
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByLabel('Min ₹').fill('900');
    await sidebar.getByLabel('Max ₹').fill('100');
    await sidebar.getByRole('button', { name: 'Go' }).click();
    expect(await sidebar.getByRole('alert').innerText()).toBe(PRODUCT_MESSAGES.priceRangeReversed);
    expect(page.url()).toBe(`${baseURL}/store?rating=4`);
    await sidebar.getByLabel('Max ₹').fill('1000');
    await sidebar.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`${baseURL}/store?min=900&max=1000&rating=4`);
    await expectShown(page, await filtered({ minPrice: 900, maxPrice: 1000, minRating: 4, sort: 'relevance' }));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters from the drawer on a phone, applying only on Show results', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('radio', { name: '4 stars & up' }).check();
    await drawer.getByRole('checkbox', { name: /^Digestion/ }).check();
    expect(page.url()).toBe(`${baseURL}/store`);
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(`${baseURL}/store?category=digestion&rating=4`);
    await expectShown(page, await filtered({ categories: ['digestion'], minRating: 4, sort: 'relevance' }));
    expect(await page.getByRole('button', { name: 'Filters, 2 in use' }).count()).toBe(1);
    await page.goBack();
    await page.waitForURL(`${baseURL}/store`);
    await expectShown(page, await filtered({ sort: 'relevance' }));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('product page', () => {
  it('shows the photos, price, reviews with the rating summary, and related products', async () => {
    const id = 'ashwagandha-tablets';
    const item = await api<StoreItemDetail>(`/store/items/${id}`);
    const reviews = await api<Review[]>(`/review/querybyreferenceidandtype/storeItem/${id}`);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await (await browser.newContext({ viewport })).newPage();
      const errors = collectErrors(page);
      await page.goto(`${baseURL}/store/${id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
      expect(await page.getByText(formatRupees(item.sellingPrice), { exact: true }).first().isVisible()).toBe(true);
      expect(await page.locator('main s').first().innerText()).toBe(formatRupees(item.costPrice));
      expect(await page.getByText(`${item.discount}% OFF`).first().isVisible()).toBe(true);

      // The rating summary: average, count, and one bar per star count.
      const summary = page.getByRole('region', { name: 'Customer reviews' });
      await summary.getByText(`Based on ${reviews.length} reviews`).waitFor();
      const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
      expect(await summary.getByText(average.toFixed(1), { exact: false }).first().isVisible()).toBe(true);
      const bars = summary.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem');
      expect(await bars.count()).toBe(5);
      const fiveStars = reviews.filter((review) => review.rating === 5).length;
      expect(await bars.first().innerText()).toContain(String(fiveStars));
      expect(await summary.getByRole('list', { name: 'Reviews' }).getByRole('article').count()).toBe(
        Math.min(6, reviews.length),
      );

      // Related products: same category, not this one.
      const related = page.getByRole('region', { name: 'You may also like' });
      await related.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await related.getByRole('heading', { level: 3 }).allInnerTexts()).not.toContain(item.name);

      // Thumbnails switch with the keyboard; srcset serves the configured widths.
      const tabs = page.getByRole('tablist', { name: 'Product photos' }).getByRole('tab');
      expect(await tabs.count()).toBe(item.photoLinks.length);
      const photo = page.getByRole('tabpanel').locator('img');
      expect(await photo.getAttribute('srcset')).toMatch(/\?w=160 160w, .*\?w=1200 1200w/);
      const first = await photo.getAttribute('src');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        `Photo 2 of ${item.photoLinks.length}`,
      );
      expect(await photo.getAttribute('src')).not.toBe(first);
      await page.keyboard.press('Home');
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
