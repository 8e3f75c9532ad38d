// The operator's desk in a real browser against the real server, its sandbox gateway and the Auth
// Emulator: a shopper orders and pays twice; the seeded operator opens the desk from the profile,
// packs the first order from the queue, ships it with a carrier and tracking number and delivers
// it, and the shopper's order page shows each step; the operator refunds part of the second order
// and the shopper's page shows the refund. Screenshots of the desk at 390 and 1440 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { ORDER_PAGE_MESSAGES } from '@domain/messages/orderPage';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { seededOperatorAccount } from '../../server/db/seed/operatorAccount';
import { EMULATOR_URL } from '../support/authEmulator';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './browserFixture';
import { signInWithPhone } from './phoneSignIn';
import {
  addAddress,
  addToCart,
  expectConfirmedOrderPage,
  itemsInStock,
  placeAndDecide,
  shopperWith,
  toReview,
} from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = (viewport: Viewport = VIEWPORTS.desktop) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
/** Screenshots of the desk, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/ops');

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Pays online for what is in the cart; gives the order's id (from the order page's address). */
async function payForCart(page: Page, { newAddress }: { newAddress: boolean }): Promise<string> {
  await page.goto(`${baseURL}/store/checkout`);
  if (newAddress) await addAddress(page);
  else await page.getByRole('radio', { name: /Asha Rao/ }).check();
  await toReview(page, /^Pay online/);
  await placeAndDecide(page, /^Pay /);
  await expectConfirmedOrderPage(page);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

/** The shopper's order page, loaded afresh, shows `step` as reached (and, when given, `detail`). */
async function shopperSees(page: Page, orderId: string, step: string, detail?: string | RegExp): Promise<void> {
  await page.goto(`${baseURL}/dashboard/orders/${encodeURIComponent(orderId)}`);
  const timeline = page.getByRole('list', { name: ORDER_PAGE_MESSAGES.timeline });
  await timeline.getByText(`${step} (done)`).waitFor({ timeout: 15_000 });
  if (detail) await page.getByText(detail).first().waitFor();
}

describe("operator's desk", () => {
  it('packs, ships and delivers a paid order and refunds part of another; the shopper sees each step', async () => {
    const shopper = await newPage();
    await shopperWith(shopper, inStock[3]!);
    const delivered = await payForCart(shopper, { newAddress: true });
    await addToCart(shopper, inStock[4]!);
    const refunded = await payForCart(shopper, { newAddress: false });

    const operator = await newPage();
    await signInWithPhone(operator, seededOperatorAccount.phoneNumber.slice(3));
    await operator.waitForURL(`${baseURL}/dashboard`);
    await operator.getByRole('link', { name: "Open the operator's desk" }).click({ timeout: 15_000 });
    await operator.waitForURL(`${baseURL}/ops`);
    const tabs = operator.getByRole('tablist', { name: 'Orders by status' });
    await tabs.getByRole('tab', { name: /^To pack \(\d+\)$/, selected: true }).waitFor({ timeout: 15_000 });

    // Bulk pack from the queue, found by its order number.
    await operator.getByRole('textbox', { name: 'Order number, phone or name' }).fill(delivered);
    await operator.getByRole('button', { name: 'Find' }).click();
    const rows = operator.getByRole('list', { name: 'All orders' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByRole('checkbox').check();
    await operator.getByRole('button', { name: 'Pack selected (1)' }).click();
    await operator.getByText(OPS_MESSAGES.packed(1)).first().waitFor();
    await shopperSees(shopper, delivered, 'Packed');

    // Ship with carrier and tracking number, then deliver, on the order's page.
    await operator.goto(`${baseURL}/ops/orders/${encodeURIComponent(delivered)}`);
    await operator.getByRole('button', { name: 'Ship' }).click({ timeout: 15_000 });
    const ship = operator.getByRole('form', { name: 'Ship the order' });
    await ship.getByRole('textbox', { name: 'Carrier' }).fill('Delhivery');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('DL-4455');
    await ship.getByRole('button', { name: 'Ship the order' }).click();
    await operator.getByText(OPS_MESSAGES.movedTo('shipped')).first().waitFor();
    await shopperSees(shopper, delivered, 'Shipped', ORDER_PAGE_MESSAGES.shipment('Delhivery', 'DL-4455'));
    await operator.getByRole('button', { name: 'Mark delivered' }).click();
    await operator.getByText(OPS_MESSAGES.movedTo('delivered')).first().waitFor();
    await expect.poll(() => operator.getByRole('button', { name: 'Mark delivered' }).count()).toBe(0);
    await shopperSees(shopper, delivered, 'Delivered', ORDER_PAGE_MESSAGES.shipment('Delhivery', 'DL-4455'));

    // A part refund of the other order.
    await operator.goto(`${baseURL}/ops/orders/${encodeURIComponent(refunded)}`);
    const refund = operator.getByRole('form', { name: 'New refund' });
    await refund.getByRole('textbox', { name: 'Amount (₹)' }).fill('10');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('One item arrived damaged');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await operator.getByText(REFUND_MESSAGES.started(1_000)).first().waitFor();
    await shopperSees(shopper, refunded, 'Confirmed');
    const notice = shopper.getByRole('list', { name: ORDER_PAGE_MESSAGES.refunds }).getByRole('listitem');
    await expect
      .poll(() => notice.textContent())
      .toMatch(
        new RegExp(
          `^(${REFUND_MESSAGES.started(1_000)}${REFUND_MESSAGES.bankTime}|${REFUND_MESSAGES.processed}Your bank credits it by .+)$`,
        ),
      );

    // The desk at a desktop's and a phone's width.
    await operator.getByRole('heading', { name: 'History' }).waitFor();
    await expectNoSeriousViolations(operator);
    await shoot(operator, 'order');
    await operator.goto(`${baseURL}/ops?status=all`);
    await operator.getByRole('list', { name: 'All orders' }).waitFor({ timeout: 15_000 });
    await expectNoSeriousViolations(operator);
    await shoot(operator, 'queue');
    await operator.setViewportSize(VIEWPORTS.phone);
    await operator.reload();
    await operator.getByRole('list', { name: 'All orders' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => operator.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shoot(operator, 'queue');
    await operator.goto(`${baseURL}/ops/orders/${encodeURIComponent(delivered)}`);
    await operator.getByRole('heading', { name: 'History' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => operator.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shoot(operator, 'order');
    // Two purchases and the operator's whole day: longer than one step's default minute.
  }, 180_000);

  it('tells a shopper without the operator role that the desk is not theirs', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await shopperWith(page, inStock[5]!);
    await page.goto(`${baseURL}/ops`);
    await page.getByText("The desk is for the shop's operators").waitFor({ timeout: 15_000 });
  });
});
