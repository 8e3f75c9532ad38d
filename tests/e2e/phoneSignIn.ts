// Phone sign-in and registration in the browser, with the code the Auth Emulator "sent".
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { phoneCodes, uniqueMobile } from '../support/authEmulator';
import { ASHA } from '../support/builders/people';

const baseURL = inject('baseURL');

/** The newest code the emulator "sent" to this number. */
async function codeFor(phoneE164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = (await phoneCodes()).filter((entry) => entry.phoneNumber === phoneE164);
    if (codes.length > 0) return codes[codes.length - 1]!.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The emulator holds no code for ${phoneE164}`);
}

/** One account per email address: each test user has their own. */
export const emailFor = (mobile: string) => `asha.${mobile}@example.com`;

export async function signInWithPhone(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await codeFor(`+91${mobile}`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function fillRegistration(
  page: Page,
  details: { fullName?: string; email?: string; birthDate: string },
): Promise<void> {
  if (details.fullName !== undefined) await page.getByLabel('Full name').fill(details.fullName);
  if (details.email !== undefined) await page.getByLabel('Email address').fill(details.email);
  await page.getByLabel('Date of birth').fill(details.birthDate);
  await page.getByRole('radio', { name: 'Female' }).check();
}

/**
 * Signs a new phone user in and fills the registration; gives the mobile number. Where the user
 * lands is the caller's to check.
 */
export async function signInAndRegister(page: Page, fullName: string = ASHA.fullName): Promise<string> {
  const mobile = uniqueMobile();
  await signInWithPhone(page, mobile);
  await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
  await fillRegistration(page, { fullName, email: emailFor(mobile), birthDate: ASHA.birthDate });
  await page.getByRole('button', { name: 'Complete registration' }).click();
  return mobile;
}
