// Every date a shopper reads is the India date: an order placed at 00:30 India time (the evening
// before in UTC, the server's clock moved for that order) reads that India day on its page, its
// timeline and the order list.
import { beforeAll, describe, inject, it } from 'vitest';
import type { StoreItem } from '@domain/contract/catalogue';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { placeOrderAt } from './databaseHelper';
import { itemsInStock, placedCodOrder } from './shopping';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** 00:30 on 21 November 2026 in India; 20 November in UTC. */
const HALF_PAST_MIDNIGHT_IN_INDIA = '2026-11-20T19:00:00.000Z';

let inStock: StoreItem[] = [];
beforeAll(async () => {
  inStock = await itemsInStock();
});

describe('India dates', () => {
  it('an order placed at 00:30 India time reads that day on its page, its timeline and the order list', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop, { toleratedErrorSources: ['/recaptchaConfig'] });
    const item = inStock[7]!;
    const orderPath = await placedCodOrder(page, item);
    await placeOrderAt(orderPath.split('/').at(-1)!, HALF_PAST_MIDNIGHT_IN_INDIA);

    await page.goto(`${baseURL}${orderPath}`);
    await page.getByText('Placed on 21 November 2026').waitFor();
    const timeline = page.getByRole('region', { name: 'Status' });
    await timeline.getByText('21 Nov 2026').first().waitFor();

    await page.goto(`${baseURL}/dashboard/orders`);
    await page
      .getByRole('list', { name: 'Orders' })
      .getByText(/^21 November 2026 · /)
      .waitFor();
  });
});
