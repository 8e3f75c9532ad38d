// The search box and the results page in a real browser, against the real server and its
// search endpoints.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEEDED } from '../support/builders/catalogue';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Search (products|doctors)/ });

describe('search box on a phone', () => {
  it('finds Ashwagandha Tablets for the typo "ashwagnda", and View all results opens /search?q=', async () => {
    const page = await open('/', VIEWPORTS.phone);
    const box = searchBox(page);
    await expect.poll(() => box.getAttribute('placeholder')).toBe('Search Products, Doctors, Category etc.');
    await box.click();
    await box.pressSequentially('ashwagnda', { delay: 30 });
    const option = page.getByRole('option', {
      name: new RegExp(`^${SEEDED.product}, ${SEEDED.brands.vedavana}, ₹279, MRP ₹349, 20% OFF`),
    });
    await option.waitFor({ timeout: 10_000 });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByRole('group', { name: 'Products' }).getByRole('option').count())
      .toBeLessThanOrEqual(5);
    await expectNoSeriousViolations(page);

    // Arrow keys move through the options; Escape closes the panel.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await option.waitFor();

    await page.getByRole('link', { name: 'View all results' }).click();
    await page.waitForURL(`${baseURL}/search?q=ashwagnda`);
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    const results = page.getByRole('list', { name: 'Matching products' });
    await results.getByRole('link', { name: SEEDED.product }).waitFor({ timeout: 10_000 });
    // No search box on /search.
    await expect.poll(() => searchBox(page).count()).toBe(0);
    await expectNoSeriousViolations(page);
  });

  it('suggests the concern page a symptom names beside the products: acidity → Digestion', async () => {
    const page = await open('/', VIEWPORTS.phone);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('acidity', { delay: 30 });
    const concern = page
      .getByRole('group', { name: 'Shop by concern' })
      .getByRole('option', { name: /^Digestion, for Acidity, \d+ products$/ });
    await concern.waitFor({ timeout: 10_000 });
    await page.getByRole('group', { name: 'Products' }).getByRole('option').first().waitFor();
    await expectNoSeriousViolations(page);
    await concern.click();
    await page.waitForURL(`${baseURL}/store/concern?c=digestion`);

    const results = await open('/search?q=acidity', VIEWPORTS.desktop);
    const tiles = results.getByRole('list', { name: 'Concerns for your search' });
    await tiles.getByRole('link', { name: 'Digestion' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => tiles.getByText('for Acidity').count()).toBe(1);
    await results.getByRole('list', { name: 'Matching products' }).getByRole('link').first().waitFor();
    await expectNoSeriousViolations(results);
  });

  it('ignores characters other than letters, digits and spaces, keeping what was typed', async () => {
    const page = await open('/store', VIEWPORTS.phone);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('tulsi!?/ tea', { delay: 20 });
    await expect.poll(() => box.inputValue()).toBe('tulsi tea');
    await page.getByRole('option', { name: /Tulsi Green Tea/ }).waitFor({ timeout: 10_000 });
  });

  it('searches doctors only on /doctors', async () => {
    const page = await open('/doctors', VIEWPORTS.phone);
    const box = searchBox(page);
    await expect.poll(() => box.getAttribute('placeholder')).toBe('Search Doctors, specialty, language, etc.');
    await box.click();
    await box.pressSequentially('panchakrma', { delay: 30 });
    const doctors = page.getByRole('group', { name: 'Doctors' }).getByRole('option');
    await doctors.first().waitFor({ timeout: 10_000 });
    const names = () =>
      doctors.evaluateAll((options) => options.map((option) => option.getAttribute('aria-label') ?? ''));
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await names()).length).toBeLessThanOrEqual(3);
    const doctorLabel = /^Dr\. .+, ₹[\d,]+ consultation, .*Panchakarma/;
    await expect.poll(async () => (await names()).filter((name) => !doctorLabel.test(name))).toEqual([]);
    await expect.poll(() => page.getByRole('group', { name: 'Products' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('group', { name: 'Brands' }).count()).toBe(0);
  });

  it('opens the results panel by default on a brand page', async () => {
    const page = await open(`/store/brand/${SEEDED.brands.vedavana}`, VIEWPORTS.phone);
    const brands = page.getByRole('listbox', { name: 'Shop by brand' });
    await brands.waitFor();
    await brands.getByRole('option', { name: SEEDED.brands.sattvika }).click();
    await page.waitForURL(`${baseURL}/store/brand/${encodeURIComponent(SEEDED.brands.sattvika)}`);
    await page.getByRole('heading', { level: 1, name: SEEDED.brands.sattvika }).waitFor();
  });
});

describe('search on a desktop', () => {
  it('has no live dropdown; the navbar field submits to /search?q=', async () => {
    const page = await open('/', VIEWPORTS.desktop);
    const field = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search' });
    // The navbar has rendered its search field before the dropdown's absence counts.
    await field.waitFor();
    await expect.poll(() => searchBox(page).count()).toBe(0);
    await field.fill('triphla churna');
    await field.press('Enter');
    await page.waitForURL(`${baseURL}/search?q=triphla%20churna`);
    await page
      .getByRole('list', { name: 'Matching products' })
      .getByRole('link', { name: 'Triphala Churna' })
      .first()
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole('search', { name: 'Site search' }).count()).toBe(0);
  });

  it('lists the matching doctors on /search', async () => {
    const page = await open('/search?q=meera', VIEWPORTS.desktop);
    await page
      .getByRole('list', { name: 'Matching doctors' })
      .getByRole('link', { name: SEEDED.doctor })
      .waitFor({ timeout: 10_000 });
    await expectNoSeriousViolations(page);
  });
});
