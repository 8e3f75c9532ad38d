// The doctors list (/doctors) in a real browser against the real server: a typo'd speciality
// finds its doctors through the doctor search, a filter narrows the list and goes into the URL,
// and the cards show each doctor's next free slot.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, waitForHydration, type Viewport } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** Screenshots of the list, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/doctors');

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The text of the option a filter's native select shows. */
const chosenOption = (page: Page, filter: string) =>
  page.getByRole('combobox', { name: filter }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

const doctorLink = (page: Page, name: string) => page.getByRole('list').getByRole('link', { name, exact: true });

async function searchDoctors(viewport: Viewport): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${baseURL}/doctors`);
  await doctorLink(page, 'Dr. Meera Iyer').waitFor({ timeout: 15_000 });
  // The list is in the server's HTML: the search form works once the page has hydrated.
  await waitForHydration(page);
  const form = page.getByRole('search', { name: 'Find a doctor' });
  await form.getByRole('textbox', { name: 'Search doctors' }).fill('panchakrma');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`${baseURL}/doctors?q=panchakrma`);
  await doctorLink(page, 'Dr. Arjun Nair').waitFor({ timeout: 15_000 });
  return page;
}

describe('/doctors', () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`finds Panchakarma doctors for "panchakrma", then narrows them by language (${viewport.width} px)`, async () => {
      const page = await searchDoctors(viewport);
      // Every Panchakarma doctor, and only they.
      for (const name of ['Dr. Arjun Nair', 'Dr. Suresh Reddy', 'Dr. Karthik Subramanian', 'Dr. Pooja Chatterjee'])
        await doctorLink(page, name).waitFor();
      await expect.poll(() => doctorLink(page, 'Dr. Meera Iyer').count()).toBe(0);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'verified doctor' }).textContent())
        .toBe('4 verified doctors');
      // The cards show the next free slot (or that there is none soon).
      await expect
        .poll(() => page.getByText(/^(Next free: .+|No free slot in the next 14 days)$/).count(), { timeout: 15_000 })
        .toBe(4);
      await shoot(page, 'search');

      await page.getByRole('combobox', { name: 'Language' }).selectOption('Malayalam');
      await page.waitForURL(`${baseURL}/doctors?q=panchakrma&language=Malayalam`);
      await expect.poll(() => doctorLink(page, 'Dr. Suresh Reddy').count()).toBe(0);
      await expect.poll(() => doctorLink(page, 'Dr. Pooja Chatterjee').count()).toBe(0);
      await doctorLink(page, 'Dr. Arjun Nair').waitFor();
      await doctorLink(page, 'Dr. Karthik Subramanian').waitFor();
      await expectNoSeriousViolations(page);
      await shoot(page, 'filtered');

      // Back restores the unfiltered search.
      await page.goBack();
      await doctorLink(page, 'Dr. Suresh Reddy').waitFor();
    });
  }

  it('a fee range and a consultation mode in the URL narrow the whole list', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/doctors?mode=clinic&maxFee=500`);
    await page.getByRole('heading', { name: 'Our doctors' }).waitFor();
    await expect.poll(() => chosenOption(page, 'Consultation mode'), { timeout: 15_000 }).toBe('In clinic');
    await expect.poll(() => chosenOption(page, 'Fee')).toBe('Up to ₹500');
    // Of the three doctors at ₹500 or less, only Aditya Kulkarni sees patients in a clinic.
    await doctorLink(page, 'Dr. Aditya Kulkarni').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'verified doctor' }).textContent())
      .toBe('1 verified doctor');
    await expect.poll(() => doctorLink(page, 'Dr. Sneha Pillai').count()).toBe(0);
  });

  it('names each consultation mode as the doctor pages do', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/doctors?mode=audio`);
    await expect.poll(() => chosenOption(page, 'Consultation mode'), { timeout: 15_000 }).toBe('Audio call');
    await page.goto(`${baseURL}/doctors/meera-iyer`);
    await page.getByText('Video call, Audio call, In clinic').waitFor();
  });
});
