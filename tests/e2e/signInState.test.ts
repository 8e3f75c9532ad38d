// Public pages do not wait for sign-in: a first visit never downloads the Firebase SDK and knows
// at once that nobody is signed in; on a device where someone was signed in, the home page shows
// its content while the SDK loads and only the account controls wait; and no visit fetches
// Google's api.js, which only Google sign-in needs.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { LOCAL_KEYS } from '@adapters/storage/localStore';
import { holdRequests, useBrowser, VIEWPORTS } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** The Firebase SDK's chunks (firebase/app and firebase/auth are built from their index.esm files). */
const FIREBASE_SDK = '**/assets/index.esm-*.js';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A device where someone was signed in last time (as the auth adapter notes it). */
async function rememberSignedIn(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), LOCAL_KEYS.signedIn);
}

it('shows the home page while the sign-in state is unknown; the account button waits for it', async () => {
  const page = await browser.newPage(VIEWPORTS.desktop);
  await rememberSignedIn(page);
  const { requested: sdkRequested, release } = await holdRequests(page, FIREBASE_SDK);

  await page.goto(`${baseURL}/`);
  await sdkRequested;
  await page.getByRole('heading', { level: 1, name: /Ayurvedic/i }).waitFor();
  await page.getByRole('status', { name: 'Checking your sign-in' }).waitFor();
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('link', { name: 'Cart', exact: true }).waitFor();
  expect(await navbar.getByRole('link', { name: 'Login' }).count()).toBe(0);

  release();
  await navbar.getByRole('link', { name: 'Login' }).waitFor();
  await navbar.getByRole('link', { name: /^Cart, \d+ items$/ }).waitFor();
  await page.getByRole('status', { name: 'Checking your sign-in' }).waitFor({ state: 'detached' });
});

it("does not download the Firebase SDK nor Google's api.js on a first visit, and offers Login at once", async () => {
  const page = await browser.newPage(VIEWPORTS.desktop);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('link', { name: 'Login' }).waitFor();
  await navbar.getByRole('link', { name: /^Cart, \d+ items$/ }).waitFor();
  expect(requested.filter((url) => url.includes('/assets/index.esm-'))).toEqual([]);
  expect(requested.filter((url) => new URL(url).hostname === 'apis.google.com')).toEqual([]);
});

it("does not fetch Google's api.js on a phone where someone was signed in", async () => {
  const page = await browser.newPage(VIEWPORTS.phone, { userAgent: ANDROID_CHROME });
  await rememberSignedIn(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${baseURL}/`);
  // The cart badge shows its count once Firebase has started and reported the sign-in state; a
  // proactive popup resolver would have asked for the script during that start.
  await page.getByRole('link', { name: /^Cart, \d+ items$/ }).waitFor();
  await page.getByRole('heading', { level: 1, name: /Ayurvedic/i }).waitFor();
  expect(requested.filter((url) => new URL(url).hostname === 'apis.google.com')).toEqual([]);
  expect(requested.some((url) => url.includes('/assets/index.esm-'))).toBe(true);
});
