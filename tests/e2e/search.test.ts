// The search box and the results page in a real browser, against the real server and its
// search endpoints.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, seriousViolations, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(
  path: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors = collectErrors(page);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('search box on a phone', () => {
  it('finds Ashwagandha Tablets for the typo "ashwagnda", and View all results opens /search?q=', async () => {
    const { page, errors } = await open('/', VIEWPORTS.phone);
    const box = page.getByRole('combobox', { name: /^Search (products|doctors)/ });
    expect(await box.getAttribute('placeholder')).toBe('Search Products, Doctors, Category etc.');
    await box.click();
    await box.pressSequentially('ashwagnda', { delay: 30 });
    const option = page.getByRole('option', { name: /^Ashwagandha Tablets, Vedavana, ₹279, MRP ₹349, 20% OFF/ });
    await option.waitFor({ timeout: 10_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('group', { name: 'Products' }).getByRole('option').count()).toBeLessThanOrEqual(5);
    expect(await seriousViolations(page)).toEqual([]);

    // Arrow keys move through the options; Escape closes the panel.
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await option.waitFor();

    await page.getByRole('link', { name: 'View all results' }).click();
    await page.waitForURL(`${baseURL}/search?q=ashwagnda`);
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    const results = page.getByRole('list', { name: 'Matching products' });
    await results.getByRole('link', { name: 'Ashwagandha Tablets' }).waitFor({ timeout: 10_000 });
    // No search box on /search.
    expect(await page.getByRole('combobox', { name: /^Search (products|doctors)/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ignores characters other than letters, digits and spaces, keeping what was typed', async () => {
    const { page, errors } = await open('/store', VIEWPORTS.phone);
    const box = page.getByRole('combobox', { name: /^Search (products|doctors)/ });
    await box.click();
    await box.pressSequentially('tulsi!?/ tea', { delay: 20 });
    expect(await box.inputValue()).toBe('tulsi tea');
    await page.getByRole('option', { name: /Tulsi Green Tea/ }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches doctors only on /doctors', async () => {
    const { page, errors } = await open('/doctors', VIEWPORTS.phone);
    const box = page.getByRole('combobox', { name: /^Search (products|doctors)/ });
    expect(await box.getAttribute('placeholder')).toBe('Search Doctors, specialty, language, etc.');
    await box.click();
    await box.pressSequentially('panchakrma', { delay: 30 });
    const doctors = page.getByRole('group', { name: 'Doctors' }).getByRole('option');
    await doctors.first().waitFor({ timeout: 10_000 });
    const names = await doctors.evaluateAll((options) =>
      options.map((option) => option.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    for (const name of names) expect(name).toMatch(/^Dr\. .+, ₹[\d,]+ consultation, .*Panchakarma/);
    expect(await page.getByRole('group', { name: 'Products' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Brands' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the results panel by default on a brand page', async () => {
    const { page, errors } = await open('/store/brand/Vedavana', VIEWPORTS.phone);
    const brands = page.getByRole('listbox', { name: 'Shop by brand' });
    await brands.waitFor();
    await brands.getByRole('option', { name: 'Sattvika Herbals' }).click();
    await page.waitForURL(`${baseURL}/store/brand/Sattvika%20Herbals`);
    await page.getByRole('heading', { level: 1, name: 'Sattvika Herbals' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('search on a desktop', () => {
  it('has no live dropdown; the navbar field submits to /search?q=', async () => {
    const { page, errors } = await open('/', VIEWPORTS.desktop);
    expect(await page.getByRole('combobox', { name: /^Search (products|doctors)/ }).count()).toBe(0);
    const field = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search' });
    await field.fill('triphla churna');
    await field.press('Enter');
    await page.waitForURL(`${baseURL}/search?q=triphla%20churna`);
    await page
      .getByRole('list', { name: 'Matching products' })
      .getByRole('link', { name: 'Triphala Churna' })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('search', { name: 'Site search' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists the matching doctors on /search', async () => {
    const { page, errors } = await open('/search?q=meera', VIEWPORTS.desktop);
    await page
      .getByRole('list', { name: 'Matching doctors' })
      .getByRole('link', { name: 'Dr. Meera Iyer' })
      .waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
