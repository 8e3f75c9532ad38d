// Buying, from the cart to the order, in a real browser against the real server, its sandbox
// gateway and the Auth Emulator: the checkout asks a signed-out visitor to sign in and comes back;
// an address is added; paying in the sandbox overlay leads to the confirmed order and its invoice;
// a reload while paying reopens the gateway; a failed payment, a retry, a dismissed gateway and a
// retry that succeeds; cash on delivery;
// cancelling a paid order (refunded) and a cash-on-delivery order.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout';
import type { StoreItem, StoreItemPage } from '../../src/domain/contract/catalogue';
import { MESSAGES } from '../../src/domain/messages';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';
import { signInAndRegister } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** The Firebase SDK asks the emulator for a reCAPTCHA Enterprise config (501) and does without. */
const newPage = (viewport: Viewport = VIEWPORTS.desktop) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
/** Screenshots of the checkout, the sandbox overlay and the order page, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/checkout');

let inStock: StoreItem[] = [];
beforeAll(async () => {
  const reply = (await (await fetch(`${baseURL}/api/store/items/query/0/60`)).json()) as { data: StoreItemPage };
  inStock = reply.data.items.filter((item) => item.inStock);
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** A new shopper, signed in and registered, with `item` in the server cart. */
async function shopperWith(page: Page, item: StoreItem): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await signInAndRegister(page);
  await page.waitForURL(`${baseURL}/dashboard`);
  await page.goto(`${baseURL}/store/${item._id}`);
  const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first(); // the page's own; a phone's buy bar has one too
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await page.getByText(MESSAGES.itemAddedToCart).first().waitFor();
}

async function addAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText('Please correct the 6 highlighted fields.').waitFor();
  await form.getByLabel('Full name').fill('Asha Rao');
  await form.getByLabel('Mobile number').fill('98450 12345');
  await form.getByLabel('House number and street').fill('12 MG Road');
  await form.getByLabel('PIN code').fill('560001');
  await form.getByLabel('Town or city').fill('Bengaluru');
  await form.getByRole('combobox', { name: 'State or union territory' }).click();
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText(MESSAGES.newAddressAdded).first().waitFor();
  await page.getByRole('radio', { name: /Asha Rao/ }).waitFor();
}

/** From the address step (address chosen) to the review, paying by `method`. */
async function toReview(page: Page, method: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await page.waitForURL(`${baseURL}/store/checkout?step=payment`);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.waitForURL(`${baseURL}/store/checkout?step=review`);
}

/** notistack's own class for a toast of the error variant. */
const ERROR_TOAST = '.notistack-MuiContent-error';

const sandbox = (page: Page) => page.frameLocator('iframe[title="Payment checkout"]');

async function placeAndDecide(page: Page, decision: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
  await sandbox(page).getByRole('button', { name: decision }).click();
}

async function expectConfirmedOrderPage(page: Page): Promise<void> {
  await page.waitForURL(/\/dashboard\/orders\/[^/?]+\?confirmed=1$/);
  await page.getByText(CHECKOUT_MESSAGES.orderConfirmed).waitFor();
  await page.getByRole('heading', { name: 'Confirmed' }).waitFor();
  await expect.poll(() => page.getByRole('dialog', { name: 'Secure payment' }).count()).toBe(0);
}

/** Every column of the order's tax table, its total too, shows without scrolling sideways. */
async function expectTaxTableFits(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Tax breakdown' });
  await table.getByText('Total GST').waitFor();
  await expect
    .poll(() => table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth))
    .toBeLessThanOrEqual(0);
}

describe('checkout', () => {
  it('signs in, adds an address, pays in the sandbox, downloads the invoice and cancels the paid order (refunded)', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/store/checkout`);
    await page.waitForURL(`${baseURL}/login`);
    await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/store/checkout?step=address`);
    await page.getByText(CHECKOUT_MESSAGES.emptyCart).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Shop products' }).count()).toBe(1);

    const item = inStock[0]!;
    await page.goto(`${baseURL}/store/${item._id}`);
    const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first(); // the page's own; a phone's buy bar has one too
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByText(MESSAGES.itemAddedToCart).first().waitFor();

    await page.goto(`${baseURL}/store/checkout?step=review`);
    // Nothing chosen yet: the review does not open.
    await page.waitForURL(`${baseURL}/store/checkout?step=address`);
    await addAddress(page);
    await shoot(page, 'address');
    await toReview(page, /^Pay online/);
    await shoot(page, 'review');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: /^Place order/ }).dblclick();
    await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
    await sandbox(page).getByRole('button', { name: /^Pay / }).waitFor();
    await shoot(page, 'sandbox');
    await sandbox(page).getByRole('button', { name: /^Pay / }).click();
    await expectConfirmedOrderPage(page);
    await page.getByText(MESSAGES.paymentCompleted).first().waitFor();
    await shoot(page, 'order');
    await expectNoSeriousViolations(page);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const invoice = await downloaded;
    expect(invoice.suggestedFilename()).toMatch(/^ojas-invoice-.+\.pdf$/);
    expect(
      fs
        .readFileSync(await invoice.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The double click placed one order, and the cart is empty now.
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(`${baseURL}/dashboard/orders`);
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect.poll(() => orders.count()).toBe(1);
    await orders.getByRole('link', { name: item.name }).click();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(CHECKOUT_MESSAGES.cancelWillRefund).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(CHECKOUT_MESSAGES.orderRefunded).first().waitFor();
    await page.getByRole('heading', { name: 'Refunded' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('reopens the gateway after a reload, reports a failed payment, retries, cancels when closed, pays on a retry, and the order page fits a phone', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await shopperWith(page, inStock[1]!);
    await page.goto(`${baseURL}/store/checkout`);
    await addAddress(page);
    await shoot(page, 'address');
    await toReview(page, /^Pay online/);
    await shoot(page, 'review');

    // A reload while the gateway is open reopens it on the same order.
    await page.getByRole('button', { name: /^Place order/ }).click();
    await sandbox(page).getByRole('button', { name: /^Pay / }).waitFor();
    const gatewayOrder = await sandbox(page)
      .getByText(/^order_/)
      .innerText();
    await page.reload();
    await expect
      .poll(() =>
        sandbox(page)
          .getByText(/^order_/)
          .innerText(),
      )
      .toBe(gatewayOrder);
    await sandbox(page)
      .getByRole('button', { name: /^Fail payment/ })
      .click();
    await page.getByText(MESSAGES.paymentError).first().waitFor();
    await page.getByRole('button', { name: CHECKOUT_MESSAGES.tryAgain }).click();
    await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
    await shoot(page, 'sandbox');
    await sandbox(page).getByRole('button', { name: 'Cancel' }).click();
    // The product rules list it among the error toasts: it is drawn as one, not as information.
    await page.locator(ERROR_TOAST).filter({ hasText: MESSAGES.paymentCancelled }).first().waitFor();
    await page.getByRole('button', { name: /^Place order/ }).waitFor();

    await placeAndDecide(page, /^Fail payment/);
    await page.getByRole('button', { name: CHECKOUT_MESSAGES.tryAgain }).click();
    await sandbox(page).getByRole('button', { name: /^Pay / }).click();
    await expectConfirmedOrderPage(page);
    await expectTaxTableFits(page);
    await shoot(page, 'order');
  });

  it('places a cash-on-delivery order with its fee, and cancels it', async () => {
    const page = await newPage();
    await shopperWith(page, inStock[2]!);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${baseURL}/store/checkout?step=address`);
    await addAddress(page);
    await toReview(page, /^Cash on delivery/);
    await page.getByText('Cash on delivery fee').waitFor();

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expectConfirmedOrderPage(page);
    await page.getByText('Cash on delivery fee').waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(CHECKOUT_MESSAGES.cancelCod).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(CHECKOUT_MESSAGES.orderCancelled).first().waitFor();
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
  });
});
