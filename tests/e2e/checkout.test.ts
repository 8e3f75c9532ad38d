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
import type { StoreItem } from '@domain/contract/catalogue';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { pdfText } from '../support/pdfText';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';
import { signInAndRegister } from './phoneSignIn';
import {
  addAddress,
  addToCart,
  expectConfirmedOrderPage,
  itemsInStock,
  placeAndDecide,
  sandbox,
  shopperWith,
  toReview,
} from './shopping';
import { toastShown } from './toasts';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** The Firebase SDK asks the emulator for a reCAPTCHA Enterprise config (501) and does without. */
const newPage = (viewport: Viewport = VIEWPORTS.desktop) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
/** Screenshots of the checkout, the sandbox overlay and the order page, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/checkout');

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** notistack's own class for a toast of the error variant. */
const ERROR_TOAST = '.notistack-MuiContent-error';

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
    await addToCart(page, item);

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
    const paidToast = toastShown(page, COMMON_MESSAGES.paymentCompleted);
    await sandbox(page).getByRole('button', { name: /^Pay / }).click();
    await expectConfirmedOrderPage(page);
    await paidToast;
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

    // The refund brings a GST credit note against the invoice, which stays available.
    await page.getByRole('button', { name: 'Download invoice' }).waitFor();
    const creditNoteButton = page.getByRole('button', { name: /^Credit note CN\/\d{4}-\d{2}\/\d{5}$/ });
    const creditNoteNumber = (await creditNoteButton.textContent())!.replace('Credit note ', '');
    const noteDownload = page.waitForEvent('download');
    await creditNoteButton.click();
    const note = await noteDownload;
    expect(note.suggestedFilename()).toBe(`ojas-credit-note-${creditNoteNumber.replace(/\//g, '-')}.pdf`);
    const noteText = pdfText(fs.readFileSync(await note.path()));
    expect(noteText).toEqual(expect.arrayContaining(['CREDIT NOTE', creditNoteNumber, 'Against invoice']));
    expect(noteText.some((text) => /^OJ\/\d{4}-\d{2}\/\d{6}$/.test(text))).toBe(true);
    await expectNoSeriousViolations(page);
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
    await page.getByText(COMMON_MESSAGES.paymentError).first().waitFor();
    await page.getByRole('button', { name: CHECKOUT_MESSAGES.tryAgain }).click();
    await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
    await shoot(page, 'sandbox');
    await sandbox(page).getByRole('button', { name: 'Cancel' }).click();
    // The product rules list it among the error toasts: it is drawn as one, not as information.
    await page.locator(ERROR_TOAST).filter({ hasText: COMMON_MESSAGES.paymentCancelled }).first().waitFor();
    await page.getByRole('button', { name: /^Place order/ }).waitFor();

    await placeAndDecide(page, /^Fail payment/);
    await page.getByRole('button', { name: CHECKOUT_MESSAGES.tryAgain }).click();
    await sandbox(page).getByRole('button', { name: /^Pay / }).click();
    await expectConfirmedOrderPage(page);
    await expectTaxTableFits(page);
    await shoot(page, 'order');
  });

  for (const [index, viewport] of [VIEWPORTS.phone, VIEWPORTS.desktop].entries())
    it(`pays a failed order from its page at ${viewport.width} px: a new attempt clears the old error, and the checkout opens again without it`, async () => {
      const page = await newPage(viewport);
      const item = inStock[3 + index]!;
      await shopperWith(page, item);
      await page.goto(`${baseURL}/store/checkout`);
      await addAddress(page);
      await toReview(page, /^Pay online/);
      await placeAndDecide(page, /^Fail payment/);
      await page.getByRole('button', { name: CHECKOUT_MESSAGES.tryAgain }).waitFor();

      // Opening the checkout again starts afresh, without the old attempt's error.
      await page.goto(`${baseURL}/store/checkout?step=review`);
      await page.getByRole('button', { name: 'Review order' }).waitFor();
      await expect.poll(() => page.getByText(COMMON_MESSAGES.paymentError).count()).toBe(0);

      await page.goto(`${baseURL}/dashboard/orders`);
      await page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: item.name }).click();
      await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
      const payNow = page.getByRole('button', { name: /^Pay now/ });
      await payNow.waitFor();
      await shoot(page, 'order-payment-failed');
      await payNow.click();
      await sandbox(page)
        .getByRole('button', { name: /^Fail payment/ })
        .click();
      const pageError = page.getByRole('status').getByText(COMMON_MESSAGES.paymentError);
      await pageError.waitFor();
      await payNow.click();
      await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
      await expect.poll(() => pageError.count()).toBe(0);
      const paidToast = toastShown(page, COMMON_MESSAGES.paymentCompleted);
      await sandbox(page).getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { name: 'Confirmed' }).waitFor();
      await paidToast;
      await expect.poll(() => payNow.count()).toBe(0);
      await shoot(page, 'order-paid-from-page');
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
