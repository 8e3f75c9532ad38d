// Coupons that explain themselves: a coupon that would take the order under the free-shipping
// threshold says "Shipping ₹49 will apply" before it is applied.
import { describe, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { CART_MESSAGES } from '@domain/messages/cart';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { shopperWith } from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** ₹519: free shipping on its own, but not after WELCOME10's 10% off. */
const ITEM_ID = 'shilajit-ashwagandha-capsules';

describe('coupons and shipping', () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
    it(`a coupon that brings shipping back says so before it is applied at ${viewport.width} px`, async () => {
      const item = ((await (await fetch(`${baseURL}/api/store/items/${ITEM_ID}`)).json()) as { data: StoreItem }).data;
      const page = await browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
      await shopperWith(page, item);
      await page.goto(`${baseURL}/store/cart`);
      const welcome = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Apply coupon WELCOME10' }) });
      await welcome.getByText(CART_MESSAGES.shippingWillApply('₹49')).waitFor();
      const ayur = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Apply coupon IMMUNITY15' }) });
      await ayur.waitFor();
      await page.getByText('You get free shipping').waitFor();
    });
});
