// A shopper's steps in the browser, shared by the buying suites: a new shopper with an item in the
// server cart, a delivery address, the checkout up to its review, the sandbox gateway's buttons.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { StoreItem, StoreItemPage } from '@domain/contract/catalogue';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { ASHA } from '../support/builders/people';
import { signInAndRegister } from './phoneSignIn';

const baseURL = inject('baseURL');

/** The first page of the catalogue's items that are in stock. */
export async function itemsInStock(): Promise<StoreItem[]> {
  const reply = (await (await fetch(`${baseURL}/api/store/items/query/0/60`)).json()) as { data: StoreItemPage };
  return reply.data.items.filter((item) => item.inStock);
}

/** Puts `item` in the signed-in shopper's server cart from its product page. */
export async function addToCart(page: Page, item: StoreItem): Promise<void> {
  await page.goto(`${baseURL}/store/${item._id}`);
  // The page's own button; on a phone the buy bar has one of the same name.
  const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first();
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await page.getByText(COMMON_MESSAGES.itemAddedToCart).first().waitFor();
}

/** A new shopper, signed in and registered, with `item` in the server cart. */
export async function shopperWith(page: Page, item: StoreItem): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await signInAndRegister(page);
  await page.waitForURL(`${baseURL}/dashboard`);
  await addToCart(page, item);
}

/** The first address of a new shopper: their name and mobile are there already, and the PIN code
 *  fills the town and state from India Post's directory. */
export async function addAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.waitFor();
  await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe(ASHA.fullName);
  await expect.poll(() => form.getByLabel('Mobile number').inputValue()).toMatch(/^[6-9]\d{9}$/);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText('Please correct the 4 highlighted fields.').waitFor();
  await form.getByLabel('House number and street').fill('12 MG Road');
  await form.getByLabel('PIN code').fill('560001');
  await expect.poll(() => form.getByLabel('Town or city').inputValue()).toBe('Bengaluru Urban');
  await expect
    .poll(() => form.getByRole('combobox', { name: 'State or union territory' }).textContent())
    .toBe('Karnataka');
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText(COMMON_MESSAGES.newAddressAdded).first().waitFor();
  await page.getByRole('radio', { name: /Asha Rao/ }).waitFor();
}

/** From the address step (address chosen) to the review, paying by `method`. */
export async function toReview(page: Page, method: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await page.waitForURL(`${baseURL}/store/checkout?step=payment`);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.waitForURL(`${baseURL}/store/checkout?step=review`);
}

/** The sandbox gateway's hosted checkout, inside its overlay. */
export const sandbox = (page: Page) => page.frameLocator('iframe[title="Payment checkout"]');

export async function placeAndDecide(page: Page, decision: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
  await sandbox(page).getByRole('button', { name: decision }).click();
}

/** A new shopper's cash-on-delivery order of `item`; answers the order page's path. */
export async function placedCodOrder(page: Page, item: StoreItem): Promise<string> {
  await shopperWith(page, item);
  await page.goto(`${baseURL}/store/checkout`);
  await addAddress(page);
  await toReview(page, /^Cash on delivery/);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/dashboard\/orders\/[^/?]+\?confirmed=1$/);
  return new URL(page.url()).pathname;
}

/** The order page a placed order lands on, confirmed, with the gateway's overlay gone. */
export async function expectConfirmedOrderPage(page: Page): Promise<void> {
  await page.waitForURL(/\/dashboard\/orders\/[^/?]+\?confirmed=1$/);
  await page.getByText(CHECKOUT_MESSAGES.orderConfirmed).waitFor();
  await page.getByRole('heading', { name: 'Confirmed' }).waitFor();
  await expect.poll(() => page.getByRole('dialog', { name: 'Secure payment' }).count()).toBe(0);
}
