// Text messages end to end in a real browser against the real server and its SMS sandbox: a
// shopper chooses text messages on the profile and places a cash-on-delivery order; the outbox
// runs; the seeded operator's /sandbox/sms lists the order's text message to the shopper's number
// (phone width and desktop, axe-clean), and the shopper, not an operator, is told the page is not
// theirs.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { CONTACT_PREFERENCE_MESSAGES } from '@domain/messages/contactPreference';
import { OPS_DESK_MESSAGES } from '@domain/messages/opsDesk';
import { SMS_SANDBOX_MESSAGES } from '@domain/messages/smsSandbox';
import { orderNumber } from '@domain/order';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { seededOperatorAccount } from '../../server/db/seed/operatorAccount';
import { EMULATOR_URL } from '../support/authEmulator';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { deliverNotificationsAt } from './databaseHelper';
import { signInAndRegister, signInWithPhone } from './phoneSignIn';
import { addAddress, addToCart, itemsInStock, toReview } from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
  await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
});

describe('the SMS sandbox', () => {
  it("lists a shopper's order text to the operator at phone and desktop width", async () => {
    const shopper = await browser.newPage(VIEWPORTS.phone, { toleratedErrorSources: ['/recaptchaConfig'] });
    await shopper.goto(`${baseURL}/login`);
    const mobile = await signInAndRegister(shopper);
    await shopper.waitForURL(`${baseURL}/dashboard`);
    await shopper.getByRole('radio', { name: CONTACT_PREFERENCE_MESSAGES.labels.sms }).check();
    await shopper.getByRole('button', { name: 'Save changes' }).click();
    await shopper.getByText(COMMON_MESSAGES.profileUpdated).first().waitFor();

    await addToCart(shopper, inStock[5]!);
    await shopper.goto(`${baseURL}/store/checkout`);
    await addAddress(shopper);
    await toReview(shopper, /^Cash on delivery/);
    await shopper.getByRole('button', { name: /^Place order/ }).click();
    await shopper.waitForURL(/\/dashboard\/orders\/[^/?]+\?confirmed=1$/);
    const orderId = decodeURIComponent(new URL(shopper.url()).pathname.split('/').at(-1)!);
    await deliverNotificationsAt(Date.now());

    // Not an operator: the page says whose it is and shows nothing.
    await shopper.goto(`${baseURL}/sandbox/sms`);
    await shopper.getByText(OPS_DESK_MESSAGES.notAnOperator).waitFor();

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const operator = await browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
      await signInWithPhone(operator, seededOperatorAccount.phoneNumber.slice(3));
      await operator.waitForURL(`${baseURL}/dashboard`);
      await operator.goto(`${baseURL}/sandbox/sms`);
      const list = operator.getByRole('list', { name: SMS_SANDBOX_MESSAGES.messages });
      const message = list.getByRole('listitem').filter({ hasText: orderNumber(orderId) });
      await message.waitFor({ timeout: 15_000 });
      await expect.poll(() => message.textContent()).toContain(`To +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      await expect.poll(() => message.textContent()).toContain(`Ojas: order ${orderNumber(orderId)} placed`);
      await operator.getByRole('button', { name: SMS_SANDBOX_MESSAGES.refresh }).click();
      await message.waitFor();
      // Nothing wider than the screen.
      await expect
        .poll(() => operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await expectNoSeriousViolations(operator, `/sandbox/sms at ${viewport.width}px`);
    }
  });
});
