// Every route of the spec's table renders at phone and desktop widths, with no console
// errors and no serious or critical accessibility violations.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_NAME } from '../../src/domain/product';
import { collectErrors, launchBrowser, seriousViolations, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  return ((await response.json()) as { data: T }).data;
}

const routes: { path: string; heading: RegExp }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const items = await api<{ items: { _id: string; name: string }[] }>('/store/items/query/0/1');
  const brands = await api<{ brandName: string }[]>('/store/brand');
  const doctors = await api<{ doctors: { _id: string; firstName: string }[] }>('/doctors/query/0/1');
  const posts = await api<{ _id: string; title: string }[]>('/blogs');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  routes.push(
    { path: '/', heading: /Ayurvedic/i },
    { path: '/store', heading: /Shop/i },
    { path: `/store/${items.items[0]!._id}`, heading: new RegExp(escape(items.items[0]!.name)) },
    { path: `/store/brand/${encodeURIComponent(brands[0]!.brandName)}`, heading: new RegExp(escape(brands[0]!.brandName)) },
    { path: '/store/category', heading: /category/i },
    { path: '/store/concern', heading: /concern/i },
    { path: '/store/cart', heading: /cart/i },
    { path: '/doctors', heading: /doctor/i },
    { path: `/doctors/${doctors.doctors[0]!._id}`, heading: new RegExp(escape(doctors.doctors[0]!.firstName)) },
    { path: '/blogs', heading: /Blog/i },
    { path: `/blogs/${posts[0]!._id}`, heading: new RegExp(escape(posts[0]!.title)) },
    { path: '/contact', heading: /Contact Us/i },
    { path: '/terms', heading: /Terms/i },
    { path: '/company/privacy', heading: /Privacy/i },
    { path: '/cancellation-and-refund-policy', heading: /Refund/i },
    { path: '/shipment-policy', heading: /Shipping/i },
    { path: '/login', heading: /Login/i },
    { path: '/dashboard', heading: /profile/i },
    { path: '/search?q=ashwagandha', heading: /Search results/i },
    { path: '/no-such-page', heading: /could not find/i },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('every route renders cleanly', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${name} width (${viewport.width}×${viewport.height})`, async () => {
      const context = await browser.newContext({ viewport });
      const problems: string[] = [];
      for (const route of routes) {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${baseURL}${route.path}`, { waitUntil: 'networkidle' });
        const heading = page.getByRole('heading', { level: 1 });
        await heading.first().waitFor({ state: 'visible', timeout: 15_000 });
        const text = (await heading.allInnerTexts()).join(' ');
        if (!route.heading.test(text)) problems.push(`${route.path}: h1 "${text}" does not match ${route.heading}`);
        if (await heading.count() !== 1) problems.push(`${route.path}: ${await heading.count()} h1 elements`);
        if (!(await page.title()).includes(PRODUCT_NAME)) problems.push(`${route.path}: title "${await page.title()}"`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 1) problems.push(`${route.path}: ${overflow}px horizontal overflow`);
        problems.push(...errors.map((error) => `${route.path}: ${error}`));
        problems.push(...(await seriousViolations(page)).map((violation) => `${route.path}: ${violation}`));
        await page.close();
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
