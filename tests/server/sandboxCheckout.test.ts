// The sandbox's hosted checkout in Chromium, framed by a page of our own origin as the checkout
// overlay frames it: it runs under its own CSP, shows the amount and the merchant, and hands the
// outcome to its parent in Razorpay Checkout's shape; Pay creates the order through the webhooks.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@domain/contract/commerce';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { chromiumLaunchOptions } from '../support/chromium';
import { readOrder, stockedItem, useOrderApp } from './orderFixtures';

const { app, db, sandbox, orderFor } = useOrderApp();
let browser: Browser;
let base: string;
let buyer: TestAccount;
let item: string;

beforeAll(async () => {
  await app().listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
  browser = await chromium.launch(await chromiumLaunchOptions());
  buyer = await createAccount('Sandbox shopper');
  item = await stockedItem(db(), { stock: 10, sellingPaise: 45_000, index: 11 });
}, 60_000);
afterAll(() => browser?.close());

/** A page of the server's origin that frames the checkout and records what it is handed. */
async function openCheckout(order: PlacedOrder, width = 390): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 760 } });
  await page.route(`${base}/checkout-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe title="Checkout" width="100%" height="700" src="/api/payments/sandbox/checkout?order_id=${order.order_id}&key=${order.key}"></iframe>`,
    }),
  );
  await page.goto(`${base}/checkout-host`);
  await page.evaluate(() => {
    (window as unknown as { outcomes: unknown[] }).outcomes = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { outcomes: unknown[] }).outcomes.push(event.data),
    );
  });
  return page;
}

const outcomes = (page: Page) => page.evaluate(() => (window as unknown as { outcomes: unknown[] }).outcomes);

describe('the sandbox checkout page', () => {
  it('shows the merchant and amount, and Pay hands back the signed success and creates the order', async () => {
    const order = await orderFor(buyer, [{ itemId: item, quantity: 2 }]);
    const page = await openCheckout(order);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { name: 'Ojas' }).isVisible()).toBe(true);
    await expect.poll(() => frame.getByText('₹900').first().isVisible()).toBe(true);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await frame.getByRole('button', { name: 'Pay ₹900' }).click();
    await expect.poll(() => outcomes(page)).toHaveLength(1);
    const [handed] = (await outcomes(page)) as {
      source: string;
      outcome: { kind: string; payment: Record<string, string> };
    }[];
    expect(handed!.source).toBe('ojas-sandbox-checkout');
    expect(handed!.outcome.kind).toBe('paid');
    expect(handed!.outcome.payment.razorpay_order_id).toBe(order.order_id);
    expect(handed!.outcome.payment.razorpay_signature).toMatch(/^[a-f0-9]{64}$/);
    await sandbox().webhooksDelivered();
    expect((await readOrder(app(), buyer, order._id)).status).toBe('created');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hands back Razorpay's error object on Fail and a dismissal on Cancel", async () => {
    const order = await orderFor(buyer, [{ itemId: item, quantity: 1 }]);
    const page = await openCheckout(order, 1440);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await expect.poll(() => outcomes(page)).toHaveLength(1);
    const [failed] = (await outcomes(page)) as { outcome: { kind: string; error: Record<string, unknown> } }[];
    expect(failed!.outcome).toMatchObject({
      kind: 'failed',
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_declined' },
    });
    await page.reload();
    await page.evaluate(() => {
      (window as unknown as { outcomes: unknown[] }).outcomes = [];
      window.addEventListener('message', (event) =>
        (window as unknown as { outcomes: unknown[] }).outcomes.push(event.data),
      );
    });
    await page.frameLocator('iframe').getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => outcomes(page))
      .toEqual([{ source: 'ojas-sandbox-checkout', outcome: { kind: 'dismissed' } }]);
    await page.close();
  });

  it('serves its own CSP, and a 404 page for an unknown order', async () => {
    const response = await app().inject({
      url: '/api/payments/sandbox/checkout?order_id=order_Unknown0000001&key=rzp_test_ojassandbox',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.body).toContain('This payment link is not valid.');
  });
});
