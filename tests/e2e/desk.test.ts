// The doctor's desk in a real browser against the real server and the Auth Emulator: a seeded
// doctor signs in by phone, finds the desk on the profile (the server's roles say doctor), and
// saves a day off in the hours; a patient without the role is told the desk is for doctors.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESK_MESSAGES } from '@domain/messages/desk';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { seededDoctorAccounts } from '../../server/db/seed/doctorAccounts';
import { EMULATOR_URL } from '../support/authEmulator';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { signInAndRegister, signInWithPhone } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** The browser logs the server's 400 for overlapping hours, which the test asks for. */
const newPage = (viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig', '/doctors/me/availability'] });
/** Screenshots of the desk, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/desk');
const meera = seededDoctorAccounts.find((account) => account.doctorId === 'meera-iyer')!;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

describe("doctor's desk", () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`a seeded doctor opens the desk from the profile and saves a day off (${viewport.width} px)`, async () => {
      const page = await newPage(viewport);
      await signInWithPhone(page, meera.phoneNumber.slice(3));
      await page.waitForURL(`${baseURL}/dashboard`);
      await page.getByRole('link', { name: 'Open your desk' }).click({ timeout: 15_000 });
      await page.waitForURL(`${baseURL}/dashboard/desk`);
      await page.getByRole('heading', { name: 'Your hours' }).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Today' }).waitFor();
      await page.getByRole('heading', { name: 'Upcoming' }).waitFor();

      const date = viewport.width === VIEWPORTS.phone.width ? '2099-03-01' : '2099-03-02';
      await page.getByRole('button', { name: 'Add a date' }).click();
      const overrides = page.getByRole('group', { name: /^Date override / });
      await overrides.last().getByLabel('Date').fill(date);
      await page.getByRole('button', { name: 'Save hours' }).click();
      await page.getByText(DESK_MESSAGES.hoursSaved).waitFor();
      // The server kept it: the desk shows it after a reload.
      await page.reload();
      await page.getByRole('button', { name: `Remove the override of ${date}` }).waitFor({ timeout: 15_000 });
      await expectNoSeriousViolations(page);
      await shoot(page, 'desk');

      // Each weekly row keeps its From and To side by side, at 390 px too.
      const weekly = page.getByRole('group', { name: /^Weekly hours / }).first();
      const tops = await Promise.all(
        ['From', 'To'].map(async (label) => (await weekly.getByLabel(label).boundingBox())!.y),
      );
      expect(tops[1]).toBe(tops[0]);

      // Overlapping hours are refused with the server's reason inside the form, where it covers no control.
      const hours = page.getByRole('form', { name: 'Your hours' });
      await page.getByRole('button', { name: 'Add weekly hours' }).click();
      await page.getByRole('button', { name: 'Add weekly hours' }).click();
      await page.getByRole('button', { name: 'Save hours' }).click();
      await hours
        .getByRole('alert')
        .filter({ hasText: /overlap/ })
        .waitFor();
    });
  }

  it('tells a patient without the doctor role that the desk is for doctors', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Your orders' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('link', { name: 'Open your desk' }).count()).toBe(0);
    await page.goto(`${baseURL}/dashboard/desk`);
    await page.getByText('The desk is for verified doctors').waitFor({ timeout: 15_000 });
  });
});
