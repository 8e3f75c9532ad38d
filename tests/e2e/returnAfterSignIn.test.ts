// Back where you were: signing in (and registering) brings the shopper back to the page they
// started from: the cart's "Sign in to check out" goes on to the checkout, the navbar's and the
// menu's and the footer's Login come back to the page they were pressed on.
import { beforeAll, describe, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { useBrowser, VIEWPORTS, waitForHydration } from './browserFixture';
import { signInAndRegister } from './phoneSignIn';
import { addToCart, itemsInStock } from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = (viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
});

describe('back where you were after signing in', () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
    it(`the cart's sign-in goes on to the checkout at ${viewport.width} px`, async () => {
      const page = await newPage(viewport);
      await addToCart(page, inStock[9]!);
      await page.goto(`${baseURL}/store/cart`);
      await page.getByRole('button', { name: 'Sign in to check out' }).click();
      await page.waitForURL(`${baseURL}/login`);
      await signInAndRegister(page);
      await page.waitForURL(`${baseURL}/store/checkout?step=address`);
    });

  it('the navbar Login comes back to the product page at 1440 px', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    const item = inStock[10]!;
    await page.goto(`${baseURL}/store/${item._id}`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/store/${item._id}`);
  });

  it("the menu's Login comes back to the search at 390 px", async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/search?q=ashwagandha`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/search?q=ashwagandha`);
  });

  it("the footer's Login comes back to the blog at 1440 px", async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/blogs`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/blogs`);
  });
});
