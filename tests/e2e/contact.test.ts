// The contact form in a real browser against the real server and database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES, PRODUCT_MESSAGES } from '../../src/domain/messages';
import { collectErrors, launchBrowser, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contact form', () => {
  it('names bad fields without sending, then sends a corrected message and confirms it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const errors = collectErrors(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${baseURL}/contact`);
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Email address').fill('asha@');
    await page.getByLabel('How can we help?').fill('Do you deliver to Shillong?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText(MESSAGES.invalidEmail).count()).toBe(1);
    expect(await page.getByText(MESSAGES.invalidPhone).count()).toBe(1);
    expect(posts).toEqual([]);
    // Focus goes to the first field to fix, in reading order.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');

    await page.getByLabel('Mobile number').fill('98450 12345');
    await page.getByLabel('Email address').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.getByText(PRODUCT_MESSAGES.contactSent).first().waitFor();
    expect(posts).toEqual([`${baseURL}/api/contact`]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('shell', () => {
  it('opens the mobile drawer with a Login button, and the desktop navbar shows Login', async () => {
    const phone = await browser.newPage({ viewport: VIEWPORTS.phone });
    await phone.goto(`${baseURL}/`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.getByRole('navigation', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Login' }).count()).toBe(1);
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await phone.getByRole('heading', { level: 1, name: /Blog/ }).waitFor();
    await phone.close();

    const desktop = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await desktop.goto(`${baseURL}/`);
    expect(await desktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count()).toBe(
      1,
    );
    expect(await desktop.getByRole('link', { name: /Cart, 0 items/ }).count()).toBe(1);
    await desktop.close();
  });

  it('serves images at configured widths through srcset', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseURL}/store`);
    const image = page.locator('main img').first();
    await image.waitFor();
    expect(await image.getAttribute('srcset')).toMatch(/\?w=160 160w, .*\?w=320 320w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.close();
  });
});
