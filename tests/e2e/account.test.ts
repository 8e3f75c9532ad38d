// Accounts in a real browser against the real server and the Firebase Auth Emulator: phone
// sign-in with the emulator's code, registration, the profile (details, photo, doctor
// application, Google linking), logging out, the forced logout, and Google sign-in through
// the emulator's popup (Google's api.js replaced by a local stand-in).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { uniqueMobile } from '../support/authEmulator';
import { ASHA, INVALID } from '../support/builders/people';
import { yearsAgo } from '../support/dates';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';
import { emailFor, fillRegistration, signInAndRegister, signInWithPhone } from './phoneSignIn';
import { toast } from './toasts';

const baseURL = inject('baseURL');
const browser = useBrowser({ googleApi: true });

/**
 * A page on which the emulator's 501 for the reCAPTCHA Enterprise config is expected: the
 * Firebase SDK asks for it and does without.
 */
const newPage = (viewport: Viewport = VIEWPORTS.desktop) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
const focusedField = () => (document.activeElement as HTMLInputElement | null)?.name;

/** Signs a new phone user in and registers them; ends on the dashboard. */
async function registeredUser(page: Page, fullName: string = ASHA.fullName): Promise<string> {
  const mobile = await signInAndRegister(page, fullName);
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

describe('phone sign-in and registration', () => {
  it('signs in with the emulator code, refuses an under-18 registration, then registers and returns to the page it began on', async () => {
    const page = await newPage(VIEWPORTS.phone);
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users')
        registrations.push(request.url());
    });

    await page.goto(`${baseURL}/login`);
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await expect.poll(() => page.locator('#recaptcha-container').count()).toBe(1);
    await page.getByLabel('Mobile number').fill(INVALID.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(COMMON_MESSAGES.invalidPhone).waitFor();

    const mobile = uniqueMobile();
    await signInWithPhone(page, mobile);
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    // The number just verified is shown, not typed again.
    await expect.poll(() => page.getByLabel('Mobile number').getAttribute('readonly')).not.toBeNull();
    await page.getByText('The number you signed in with').waitFor();

    // Elsewhere, a banner asks to finish registering and leads back here.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByText('Complete your registration to continue').waitFor();
    await page.getByRole('link', { name: 'Finish registration' }).click();
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await expect.poll(() => page.getByText('Complete your registration to continue').count()).toBe(0);

    await fillRegistration(page, { fullName: ASHA.fullName, email: emailFor(mobile), birthDate: yearsAgo(16) });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.getByText(COMMON_MESSAGES.mustBeAdult).waitFor();
    await expect.poll(() => page.evaluate(focusedField)).toBe('birthDate');
    expect(registrations).toEqual([]);
    await expectNoSeriousViolations(page);

    await page.getByLabel('Date of birth').fill(ASHA.birthDate);
    await page.getByRole('button', { name: 'Complete registration' }).click();
    // Registration began from the Blog page's banner, so it ends back there.
    await page.waitForURL(`${baseURL}/blogs`);
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(ASHA.fullName);
    expect(registrations).toHaveLength(1);
  });
});

describe('one account per email address', () => {
  it('refuses to register an email address another account has, and registers with another', async () => {
    const first = await newPage();
    const taken = emailFor(await registeredUser(first));
    // The refused registration is a 409, which the browser logs.
    const page = await browser.newPage(VIEWPORTS.phone, { toleratedErrorSources: ['/recaptchaConfig', '/api/users'] });
    const mobile = uniqueMobile();
    await signInWithPhone(page, mobile);
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await fillRegistration(page, { fullName: ASHA.fullName, email: taken.toUpperCase(), birthDate: ASHA.birthDate });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await toast(page, SITE_MESSAGES.emailTaken).waitFor();
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();

    await page.getByLabel('Email address').fill(emailFor(mobile));
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
  });
});

describe('profile', () => {
  it('saves details, uploads a photo, applies as a doctor and logs out', async () => {
    const page = await newPage();
    await registeredUser(page);
    await expectNoSeriousViolations(page);

    await page.getByLabel('Full name').fill('Asha R. Menon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, COMMON_MESSAGES.profileUpdated).waitFor();
    await page.getByRole('region', { name: 'Account summary' }).getByText('Asha R. Menon').waitFor();

    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2f5d3a' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast(page, COMMON_MESSAGES.uploadSuccessful).waitFor();
    const avatar = page.getByRole('img', { name: 'Photo of Asha R. Menon' });
    await avatar.waitFor();
    await expect.poll(() => avatar.getAttribute('src')).toContain('/static/uploads/');
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByRole('button', { name: 'Apply as a doctor' }).click();
    await toast(page, SITE_MESSAGES.doctorApplicationFiled).waitFor();
    await page.getByText('You are listed as a doctor applicant').waitFor();
    // The name, the photo and the application survive a reload.
    await page.reload();
    await page.getByText('You are listed as a doctor applicant').waitFor();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Asha R. Menon');
    await expect
      .poll(() => page.getByRole('img', { name: 'Photo of Asha R. Menon' }).getAttribute('src'))
      .toContain('/static/uploads/');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.getByText('You are not logged in').waitFor();
  });

  it('links Google to a phone account', async () => {
    const page = await newPage();
    await registeredUser(page);
    await chooseNewGoogleAccount(page, () => page.getByRole('button', { name: 'Link Google account' }).click());
    await toast(page, SITE_MESSAGES.googleLinked).waitFor();
    await page.getByText('Linked', { exact: true }).waitFor();
  });
});

describe('session', () => {
  it('logs out a signed-in user whose registration check keeps failing, off the login page', async () => {
    // The failing checks are what this test is about: their errors are expected.
    const page = await browser.newPage(VIEWPORTS.desktop, {
      toleratedErrorSources: ['/recaptchaConfig', '/api/users/'],
    });
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
  });

  it('signs in with Google through the emulator popup and asks the new account to register', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/login`);
    await chooseNewGoogleAccount(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    // Prefilled from the Google account.
    await expect.poll(() => page.getByLabel('Full name').inputValue()).not.toBe('');
    await expect.poll(() => page.getByLabel('Email address').inputValue()).toContain('@');

    await page.getByLabel('Mobile number').fill(uniqueMobile());
    await fillRegistration(page, { birthDate: '1988-11-02' });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
  });
});
