// Nothing runs off a phone: at 390 px no main page scrolls sideways, the order page included,
// whose heading names the order by its short number rather than its long id.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { itemsInStock, placedCodOrder } from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/phone-width');

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** The page, once its heading and requests have settled, is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, route: string): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: route })
    .toBeLessThanOrEqual(0);
}

describe('pages at 390 px', () => {
  it('no main page scrolls sideways, and the order page names the order by its short number', async () => {
    const page = await browser.newPage(VIEWPORTS.phone, { toleratedErrorSources: ['/recaptchaConfig'] });
    const item = inStock[6]!;
    const orderPath = await placedCodOrder(page, item);
    const heading = page.getByRole('heading', { level: 1, name: /^Order OJ-[0-9A-F]{8}$/ });
    await heading.waitFor();
    await expectNoSidewaysScroll(page, orderPath);
    await page.screenshot({ path: path.join(SHOTS, 'order-390.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await heading.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'order-1440.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.phone);

    const routes = [
      '/',
      '/store',
      `/store/${item._id}`,
      `/store/brand/${encodeURIComponent(item.brandDetails.brandName)}`,
      '/store/cart',
      '/doctors',
      '/blogs',
      '/contact',
      '/search?q=ashwagandha',
      '/dashboard',
      '/dashboard/orders',
      '/terms',
      '/cancellation-and-refund-policy',
      orderPath,
    ];
    for (const route of routes) {
      await page.goto(`${baseURL}${route}`);
      await expectNoSidewaysScroll(page, route);
    }
    // A shopper, an order and fourteen pages: longer than one page's test.
  }, 240_000);
});
