// Sign-in errors in plain words: a wrong SMS code says so, not "Firebase: Error (auth/…)".
import { describe, expect, inject, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@domain/messages/signIn';
import { uniqueMobile } from '../support/authEmulator';
import { useBrowser, VIEWPORTS } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('sign-in errors', () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
    it(`a wrong code is refused in plain words at ${viewport.width} px`, async () => {
      const page = await browser.newPage(viewport, {
        // The emulator refuses the wrong code with a 400, which is what this test is about.
        toleratedErrorSources: ['/recaptchaConfig', 'accounts:signInWithPhoneNumber'],
      });
      await page.goto(`${baseURL}/login`);
      await page.getByLabel('Mobile number').fill(uniqueMobile());
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('6-digit code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(SIGN_IN_MESSAGES.wrongCode).waitFor();
      await expect.poll(() => page.getByText(/auth\/|Firebase/).count()).toBe(0);
    });
});
