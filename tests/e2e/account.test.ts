// Accounts in a real browser against the real server and the Firebase Auth Emulator: phone
// sign-in with the emulator's code, registration, the profile (details, photo, doctor
// application, Google linking), logging out, the forced logout, and Google sign-in through
// the emulator's popup (Google's api.js replaced by a local stand-in).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES, PRODUCT_MESSAGES } from '../../src/domain/messages';
import { phoneCodes } from '../support/authEmulator';
import { launchBrowser, seriousViolations, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
const GAPI_SHIM = fs.readFileSync(path.join(import.meta.dirname, 'gapiShim.js'), 'utf8');
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context: Google's api.js is the local stand-in; every other outside host is refused. */
async function newContext(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'apis.google.com' && url.pathname === '/js/api.js') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM });
      }
      return route.abort();
    },
  );
  return context;
}

/**
 * Console errors and uncaught exceptions, except the emulator's 501 for the reCAPTCHA
 * Enterprise config, which the Firebase SDK asks for and does without.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.includes('/recaptchaConfig'))
      errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A 10-digit Indian mobile number no other test uses. */
function uniqueMobile(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** YYYY-MM-DD, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** The newest code the emulator "sent" to this number. */
async function codeFor(phoneE164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = (await phoneCodes()).filter((entry) => entry.phoneNumber === phoneE164);
    if (codes.length > 0) return codes[codes.length - 1]!.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The emulator holds no code for ${phoneE164}`);
}

async function signInWithPhone(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await codeFor(`+91${mobile}`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function fillRegistration(
  page: Page,
  details: { fullName?: string; email?: string; birthDate: string },
): Promise<void> {
  if (details.fullName !== undefined) await page.getByLabel('Full name').fill(details.fullName);
  if (details.email !== undefined) await page.getByLabel('Email address').fill(details.email);
  await page.getByLabel('Date of birth').fill(details.birthDate);
  await page.getByRole('radio', { name: 'Female' }).check();
}

/** Signs a new phone user in and registers them; ends on the dashboard. */
async function registeredUser(page: Page, fullName = 'Asha Rao'): Promise<string> {
  const mobile = uniqueMobile();
  await signInWithPhone(page, mobile);
  await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
  await fillRegistration(page, { fullName, email: 'asha@example.com', birthDate: '1990-04-12' });
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await page.waitForURL(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: 'Save changes' }).waitFor();
  return mobile;
}

/** Google's account chooser in the emulator's popup: a new, generated account. */
async function chooseNewGoogleAccount(page: Page, open: () => Promise<void>): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await open();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.locator('#sign-in').click();
}

function toast(page: Page, text: string) {
  return page.locator('#notistack-snackbar').filter({ hasText: text }).first();
}

describe('phone sign-in and registration', () => {
  it('signs in with the emulator code, refuses an under-18 registration, then registers and lands on the dashboard', async () => {
    const context = await newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users')
        registrations.push(request.url());
    });

    await page.goto(`${baseURL}/login`);
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    expect(await page.locator('#recaptcha-container').count()).toBe(1);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(MESSAGES.invalidPhone).waitFor();

    const mobile = uniqueMobile();
    await signInWithPhone(page, mobile);
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(mobile);

    // Elsewhere, a banner asks to finish registering and leads back here.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByText('Complete your registration to continue').waitFor();
    await page.getByRole('link', { name: 'Finish registration' }).click();
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    expect(await page.getByText('Complete your registration to continue').count()).toBe(0);

    await fillRegistration(page, { fullName: 'Asha Rao', email: 'asha@example.com', birthDate: yearsAgo(16) });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.getByText(MESSAGES.mustBeAdult).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('birthDate');
    expect(registrations).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Asha Rao');
    expect(registrations).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('profile', () => {
  it('saves details, uploads a photo, applies as a doctor and logs out', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await registeredUser(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Asha R. Menon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, MESSAGES.profileUpdated).waitFor();
    await page.getByRole('region', { name: 'Account summary' }).getByText('Asha R. Menon').waitFor();

    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2f5d3a' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast(page, MESSAGES.uploadSuccessful).waitFor();
    const avatar = page.getByRole('img', { name: 'Photo of Asha R. Menon' });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toContain('/static/uploads/');
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByRole('button', { name: 'Apply as a doctor' }).click();
    await toast(page, PRODUCT_MESSAGES.doctorApplicationFiled).waitFor();
    await page.getByText('You are listed as a doctor applicant').waitFor();
    // The name, the photo and the application survive a reload.
    await page.reload();
    await page.getByText('You are listed as a doctor applicant').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Asha R. Menon');
    expect(await page.getByRole('img', { name: 'Photo of Asha R. Menon' }).getAttribute('src')).toContain(
      '/static/uploads/',
    );

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.getByText('You are not logged in').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links Google to a phone account', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await registeredUser(page);
    await chooseNewGoogleAccount(page, () => page.getByRole('button', { name: 'Link Google account' }).click());
    await toast(page, PRODUCT_MESSAGES.googleLinked).waitFor();
    await page.getByText('Linked', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('session', () => {
  it('logs out a signed-in user whose registration check keeps failing, off the login page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signInWithPhone(page, uniqueMobile());
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();

    await page.route('**/api/users/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
    );
    const started = Date.now();
    await page.goto(`${baseURL}/dashboard`);
    await page.waitForURL(`${baseURL}/`, { timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThan(5000); // five attempts, 1.5 s apart
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('signs in with Google through the emulator popup and asks the new account to register', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/login`);
    await chooseNewGoogleAccount(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    // Prefilled from the Google account.
    expect(await page.getByLabel('Full name').inputValue()).not.toBe('');
    expect(await page.getByLabel('Email address').inputValue()).toContain('@');

    await page.getByLabel('Mobile number').fill(uniqueMobile());
    await fillRegistration(page, { birthDate: '1988-11-02' });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
