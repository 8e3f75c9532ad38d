// The phone's buy bar on a product page, in a real browser against the real server and the Auth
// Emulator: there on arrival (the page's own buttons are below the photo, out of view), gone while
// they are in view, back once they are scrolled away (price, quantity, Add to cart, Buy now,
// resting on the bottom edge); Buy now adds the item, signs a visitor in and opens the checkout
// with it. Desktops never get the bar.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreItem, StoreItemPage } from '@domain/contract/catalogue';
import { formatRupees } from '@domain/money';
import { useBrowser, VIEWPORTS, waitForHydration, type Viewport } from './browserFixture';
import { signInAndRegister } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = (viewport: Viewport) => browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
/** Screenshots of the product page with and without the bar, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/buy-bar');

let item: StoreItem;
beforeAll(async () => {
  const reply = (await (await fetch(`${baseURL}/api/store/items/query/0/21`)).json()) as { data: StoreItemPage };
  item = reply.data.items.find((candidate) => candidate.inStock)!;
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

const buyBar = (page: Page) => page.getByRole('region', { name: `Buy ${item.name}` });

/** The page's own Add to cart button (the bar's comes after it). */
const pageAddButton = (page: Page) => page.getByRole('button', { name: `Add ${item.name} to cart` }).first();

async function openProduct(page: Page): Promise<void> {
  await page.goto(`${baseURL}/store/${item._id}`);
  await waitForHydration(page);
  await pageAddButton(page).waitFor();
  await shoot(page, 'product-top');
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

describe("the product page's buy bar", () => {
  it('shows on a phone once the buttons are scrolled away; Buy now signs in and opens the checkout', async () => {
    const page = await newPage(VIEWPORTS.phone);
    const bar = buyBar(page);
    await openProduct(page);
    await bar.waitFor();
    await pageAddButton(page).scrollIntoViewIfNeeded();
    await expect.poll(() => bar.count()).toBe(0);
    await scrollToEnd(page);
    await bar.waitFor();
    await shoot(page, 'product-scrolled');
    await bar.getByText(formatRupees(item.sellingPrice)).waitFor();
    await bar.getByRole('group', { name: `Quantity of ${item.name}` }).waitFor();
    await bar.getByRole('button', { name: `Add ${item.name} to cart` }).waitFor();
    // It rests on the bottom edge of the screen.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box ? Math.round(box.y + box.height) : 0;
      })
      .toBe(VIEWPORTS.phone.height);

    await bar.getByRole('button', { name: `Buy ${item.name} now` }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(/\/store\/checkout/);
    // The item came along: the cart that joined the account at sign-in holds it.
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /^Cart, / })
          .first()
          .getAttribute('aria-label'),
      )
      .toBe('Cart, 1 item');
  });

  it('is not on a desktop', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await openProduct(page);
    await scrollToEnd(page);
    await shoot(page, 'product-scrolled');
    await page.getByRole('contentinfo').waitFor();
    await expect.poll(() => buyBar(page).count()).toBe(0);
  });
});
