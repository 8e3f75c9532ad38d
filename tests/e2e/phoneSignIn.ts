// Phone sign-in and registration in the browser, with the code the Auth Emulator "sent".
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { codeForSession, uniqueMobile } from '../support/authEmulator';
import { ASHA } from '../support/builders/people';

const baseURL = inject('baseURL');

/** One account per email address: each test user has their own. */
export const emailFor = (mobile: string) => `asha.${mobile}@example.com`;

export async function signInWithPhone(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Mobile number').fill(mobile);
  const codeSent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('accounts:sendVerificationCode'),
  );
  await page.getByRole('button', { name: 'Send code' }).click();
  const { sessionInfo } = (await (await codeSent).json()) as { sessionInfo: string };
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await codeForSession(sessionInfo));
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
