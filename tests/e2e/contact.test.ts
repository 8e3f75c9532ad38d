// The contact form and the shell in a real browser against the real server and database.
import { describe, expect, inject, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { aContactMessage, INVALID } from '../support/builders/people';
import { useBrowser, VIEWPORTS, waitForHydration } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

const focusedField = () => (document.activeElement as HTMLInputElement | null)?.name;

describe('contact form', () => {
  it('names bad fields without sending, then sends a corrected message and confirms it', async () => {
    const message = aContactMessage();
    const page = await browser.newPage(VIEWPORTS.phone);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${baseURL}/contact`);
    await waitForHydration(page);
    await page.getByLabel('Full name').fill(message.name);
    await page.getByLabel('Mobile number').fill(INVALID.mobile);
    await page.getByLabel('Email address').fill(INVALID.email);
    await page.getByLabel('How can we help?').fill(message.message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText(COMMON_MESSAGES.invalidEmail).count()).toBe(1);
    await expect.poll(() => page.getByText(COMMON_MESSAGES.invalidPhone).count()).toBe(1);
    expect(posts).toEqual([]);
    // Focus goes to the first field to fix, in reading order.
    await expect.poll(() => page.evaluate(focusedField)).toBe('email');

    await page.getByLabel('Mobile number').fill(message.phone);
    await page.getByLabel('Email address').fill(message.email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.getByText(SITE_MESSAGES.contactSent).first().waitFor();
    expect(posts).toEqual([`${baseURL}/api/contact`]);
  });
});

describe('shell', () => {
  it('opens the mobile drawer with a Login button, and the desktop navbar shows Login', async () => {
    const phone = await browser.newPage(VIEWPORTS.phone);
    await phone.goto(`${baseURL}/`);
    await waitForHydration(phone);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.getByRole('navigation', { name: 'Menu' });
    await drawer.waitFor();
    // Login shows once the session knows nobody is signed in.
    await expect.poll(() => drawer.getByRole('link', { name: 'Login' }).count()).toBe(1);
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await phone.getByRole('heading', { level: 1, name: /Blog/ }).waitFor();

    const desktop = await browser.newPage(VIEWPORTS.desktop);
    await desktop.goto(`${baseURL}/`);
    await expect
      .poll(() => desktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count())
      .toBe(1);
    await expect.poll(() => desktop.getByRole('link', { name: /Cart, 0 items/ }).count()).toBe(1);
  });

  it('serves images at configured widths through srcset', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/store`);
    const image = page.locator('main img').first();
    await image.waitFor();
    await expect.poll(() => image.getAttribute('srcset')).toMatch(/\?w=160 160w, .*\?w=320 320w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
