// Buying, up to the cart, in a real browser against the real server and the Auth Emulator: a
// visitor's cart on the device joins the server cart at sign-in, coupons are refused with the
// server's reason, applied and removed; the wishlist heart, move to cart, and the heart of a
// signed-out visitor that comes back to the same product after sign-in.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreItem, StoreItemPage } from '@domain/contract/catalogue';
import type { PublicCoupon } from '@domain/contract/commerce';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { COUPON_MESSAGES } from '@domain/messages/coupon';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, waitForHydration, type Viewport } from './browserFixture';
import { signInAndRegister } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
/**
 * The Firebase SDK asks the emulator for a reCAPTCHA Enterprise config (501) and does without;
 * a refused coupon is a 400 from the cart update, which the test expects.
 */
const newPage = (viewport: Viewport = VIEWPORTS.desktop, expected: string[] = []) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig', ...expected] });

/** A well-formed code that no coupon has. */
const UNKNOWN_COUPON = 'NOSUCHCOUPON';

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${baseURL}/api${path}`)).json()) as { data: T }).data;
}

let inStock: StoreItem[] = [];
/** The usable coupon with the lowest minimum order (whichever the calendar leaves usable). */
let coupon: PublicCoupon;
beforeAll(async () => {
  inStock = (await api<StoreItemPage>('/store/items/query/0/60')).items.filter((item) => item.inStock);
  const coupons = await api<PublicCoupon[]>('/coupon/public/storeOrder');
  coupon = [...coupons].sort((a, b) => a.minOrder - b.minOrder)[0]!;
});

/** Two products that together reach the coupon's minimum order. */
function twoProducts(): [StoreItem, StoreItem] {
  const [first, second] = [...inStock].sort((a, b) => b.sellingPrice - a.sellingPrice);
  if (!first || !second || first.sellingPrice + second.sellingPrice < coupon.minOrder)
    throw new Error('The seeded catalogue has no two products for the coupon');
  return [first, second];
}

const badge = (page: Page, name: 'Cart' | 'Wishlist') =>
  page.getByRole('link', { name: new RegExp(`^${name}, \\d+ items?$`) }).getAttribute('aria-label');

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('link').allInnerTexts();

async function addFromProductPage(page: Page, item: StoreItem): Promise<void> {
  await page.goto(`${baseURL}/store/${item._id}`);
  const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first(); // the page's own; a phone's buy bar has one too
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await page.getByText(COMMON_MESSAGES.itemAddedToCart).first().waitFor();
}

describe('cart', () => {
  it("joins a visitor's cart to the server cart at sign-in, then refuses, applies and removes a coupon", async () => {
    const page = await newPage(VIEWPORTS.desktop, ['/api/store/cart/update']);
    const [first, second] = twoProducts();
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    await expect.poll(() => badge(page, 'Cart')).toBe('Cart, 2 items');

    await page.goto(`${baseURL}/store/cart`);
    await expect.poll(() => cartLines(page)).toEqual([first.name, second.name]);
    await expect.poll(() => page.getByLabel('Coupon code').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in to check out' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);

    // 'Sign in to check out' goes on to the checkout; the cart is now the server's, with both
    // lines, and the device's cart is emptied.
    await page.waitForURL(/\/store\/checkout/);
    await page.goto(`${baseURL}/store/cart`);
    await expect.poll(() => cartLines(page)).toEqual(expect.arrayContaining([first.name, second.name]));
    await expect.poll(() => badge(page, 'Cart')).toBe('Cart, 2 items');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ojas.cartItems'))).toBeNull();
    await page.reload();
    await expect.poll(() => cartLines(page)).toEqual(expect.arrayContaining([first.name, second.name]));

    const couponField = page.getByLabel('Coupon code');
    await couponField.fill(UNKNOWN_COUPON);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(COUPON_MESSAGES.unknown).waitFor();

    await couponField.fill(coupon.couponId.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(COMMON_MESSAGES.couponApplied).waitFor();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText(`Coupon ${coupon.couponId}`).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: `Remove coupon ${coupon.couponId}` }).click();
    await page.getByText(COMMON_MESSAGES.couponRemoved).waitFor();
    await expect.poll(() => summary.getByText(`Coupon ${coupon.couponId}`).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Coupon code').count()).toBe(1);
  });

  it('saves an item with the heart and moves it from the wishlist to the cart', async () => {
    const page = await newPage();
    const item = inStock[inStock.length - 1]!;
    await page.goto(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/dashboard`);

    await page.goto(`${baseURL}/store/${item._id}`);
    const heart = page.getByRole('button', { name: `Save ${item.name} to your wishlist` });
    await heart.click();
    await page.getByText(COMMON_MESSAGES.itemAddedToWishlist).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => badge(page, 'Wishlist')).toBe('Wishlist, 1 item');

    // The header's heart leads to the wishlist itself, not to the cart.
    await page.getByRole('link', { name: /^Wishlist, / }).click();
    await page.waitForURL(`${baseURL}/store/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'Your wishlist' }).waitFor();
    await page.getByRole('button', { name: `Move ${item.name} to cart` }).click();
    await page.getByText(COMMON_MESSAGES.itemRemovedFromWishlist).waitFor();
    await expect.poll(() => badge(page, 'Wishlist')).toBe('Wishlist, 0 items');
    await expect.poll(() => badge(page, 'Cart')).toBe('Cart, 1 item');
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect.poll(() => cartLines(page)).toEqual([item.name]);
  });

  it("on a phone, the menu's Wishlist entry leads to the wishlist; signed out, it asks to sign in and comes back", async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/store`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Wishlist' }).click();
    await page.waitForURL(`${baseURL}/store/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'Your wishlist' }).waitFor();
    await page.getByRole('button', { name: 'Sign in to see your wishlist' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/store/wishlist`);
    await page.getByText('Tap the heart on a product to save it here.').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('asks a signed-out visitor who taps the heart to sign in, and brings them back to the product', async () => {
    const page = await newPage(VIEWPORTS.phone);
    const item = inStock[0]!;
    await page.goto(`${baseURL}/store/${item._id}`);
    await page.getByRole('button', { name: `Sign in to save ${item.name} to your wishlist` }).click();
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/store/${item._id}`);
    await page.getByRole('button', { name: `Save ${item.name} to your wishlist` }).waitFor();
  });
});
