// Buying on a real server: placing online and cash-on-delivery orders, paying in the sandbox,
// confirming with the signature, failures and retries, cancellation with refunds, expiry, and
// the tax invoice.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { SELLER } from '@domain/seller';
import { coupons, orders } from '../../server/db/schema';
import { createAccount } from '../support/authEmulator';
import { pdfText } from '../support/pdfText';
import {
  bearer,
  confirm,
  couponUses,
  deliveryAddress,
  placed,
  placeOrder,
  readOrder,
  refundsSettled,
  sandboxDecide,
  stockedItem,
  stockOf,
  useOrderApp,
} from './orderFixtures';
import { shopClient } from './shop';

const { app, db, sandbox, shopperWith: newShopper } = useOrderApp();

let itemA: string;
let itemB: string;

beforeAll(async () => {
  itemA = await stockedItem(db(), { stock: 10, sellingPaise: 60_000, index: 0 });
  itemB = await stockedItem(db(), { stock: 10, sellingPaise: 25_000, index: 1 });
});

const shopperWith = (lines: { itemId: string; quantity: number }[], coupon: string | null = null) =>
  newShopper('Buyer', lines, coupon);

describe('an online order', () => {
  it('is priced on the server, reserves stock, and is created when the checkout signature holds', async () => {
    const buyer = await shopperWith([{ itemId: itemA, quantity: 2 }]);
    const before = await stockOf(db(), itemA);
    const order = await placed(app(), buyer, { total: 1, amount: 1, sellingPrice: 1 });
    expect(order).toMatchObject({ status: 'pending', currency: 'INR', amount: 120_000, key: sandbox().keyId });
    expect(order.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect((await sandbox().order(order.order_id!)).amount).toBe(120_000);
    expect(await stockOf(db(), itemA)).toBe(before - 2);

    const again = await placed(app(), buyer);
    expect(again._id).toBe(order._id);

    // The checkout's reply reaches the server before any webhook (none is sent here).
    const { success } = await sandbox().pay(order.order_id!);
    const confirmed = await confirm(app(), buyer, order._id, success);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json().data;
    expect(body).toMatchObject({ status: 'created', payment_id: success.razorpay_payment_id });
    expect(body.invoiceNumber).toMatch(/^OJ\/\d{4}-\d{2}\/\d{6}$/);
    expect(body.history.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'created']);
    expect(body.tax.kind).toBe('intra');
    expect(await stockOf(db(), itemA)).toBe(before - 2);
  });

  it('fails, releases its stock, and is paid on retry on the same gateway order', async () => {
    const buyer = await shopperWith([{ itemId: itemB, quantity: 1 }]);
    const before = await stockOf(db(), itemB);
    const order = await placed(app(), buyer);
    const failure = await sandboxDecide(app(), sandbox(), order, 'failed');
    expect(failure.kind).toBe('failed');
    const reported = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/payment-failed`,
      headers: bearer(buyer),
      payload: { userId: buyer.uid, error: failure.kind === 'failed' ? failure.error : undefined },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.status).toBe('payment_failed');
    expect(await stockOf(db(), itemB)).toBe(before);

    const retry = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/retry`,
      headers: bearer(buyer),
      payload: { userId: buyer.uid },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ status: 'pending', order_id: order.order_id });
    expect(await stockOf(db(), itemB)).toBe(before - 1);
    const paid = await sandboxDecide(app(), sandbox(), order, 'paid');
    if (paid.kind !== 'paid') throw new Error('not paid');
    expect((await confirm(app(), buyer, order._id, paid.payment)).json().data.status).toBe('created');
  });

  it('is created by the webhooks alone when the browser never comes back, and the cart is cleared', async () => {
    const buyer = await createAccount('Cart buyer');
    const shop = shopClient(app);
    expect((await shop.add(buyer.uid, buyer.idToken, itemB, 1)).statusCode).toBe(200);
    const order = await placed(app(), buyer);
    expect((await shop.cart(buyer.uid, buyer.idToken)).orderItems).toHaveLength(1);
    await sandboxDecide(app(), sandbox(), order, 'paid');
    const read = await readOrder(app(), buyer, order._id);
    expect(read.status).toBe('created');
    expect(read.payment_id).toMatch(/^pay_/);
    expect((await shop.cart(buyer.uid, buyer.idToken)).orderItems).toEqual([]);
  });

  it('cancelled while unpaid gives the stock back', async () => {
    const buyer = await shopperWith([{ itemId: itemB, quantity: 3 }]);
    const before = await stockOf(db(), itemB);
    const order = await placed(app(), buyer);
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/cancel`,
      headers: bearer(buyer),
      payload: { userId: buyer.uid },
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await stockOf(db(), itemB)).toBe(before);
  });

  it('cancelled after payment is refunded through the gateway and the stock returns', async () => {
    const buyer = await shopperWith([{ itemId: itemA, quantity: 1 }]);
    const before = await stockOf(db(), itemA);
    const order = await placed(app(), buyer);
    const paid = await sandboxDecide(app(), sandbox(), order, 'paid');
    if (paid.kind !== 'paid') throw new Error('not paid');
    expect(await stockOf(db(), itemA)).toBe(before - 1);
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/cancel`,
      headers: bearer(buyer),
      payload: { userId: buyer.uid },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('refunded');
    expect(await stockOf(db(), itemA)).toBe(before);
    // The cancellation starts the refund; the refund worker carries it to the gateway.
    expect(cancelled.json().data.refunds).toMatchObject([{ amountPaise: order.amount }]);
    await refundsSettled(app(), sandbox());
    expect((await readOrder(app(), buyer, order._id)).refunds).toMatchObject([
      { status: 'processed', amountPaise: order.amount },
    ]);
    const refunds = await sandbox().refundsOf(paid.payment.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountPaise).toBe(order.amount);
    expect((await sandbox().payment(paid.payment.razorpay_payment_id))?.status).toBe('refunded');
  });

  it('paid after a failed attempt once its coupon has run out: the order ends and the money goes back', async () => {
    const buyer = await shopperWith([{ itemId: itemA, quantity: 2 }], 'IMMUNITY15');
    const stock = await stockOf(db(), itemA);
    const order = await placed(app(), buyer);
    await sandboxDecide(app(), sandbox(), order, 'failed');
    expect((await readOrder(app(), buyer, order._id)).status).toBe('payment_failed');
    // Others use the coupon up while this shopper's payment is retried at the gateway.
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'IMMUNITY15'));
    const uses = await couponUses(db(), 'IMMUNITY15');
    await db().update(coupons).set({ usageLimit: uses }).where(eq(coupons.code, 'IMMUNITY15'));
    try {
      const paid = await sandboxDecide(app(), sandbox(), order, 'paid');
      if (paid.kind !== 'paid') throw new Error('not paid');
      // The checkout's reply after the webhook: answered, not a server error.
      expect((await confirm(app(), buyer, order._id, paid.payment)).statusCode).toBeLessThan(500);
      await refundsSettled(app(), sandbox());
      const read = await readOrder(app(), buyer, order._id);
      expect(read.status).toBe('refunded');
      expect(await couponUses(db(), 'IMMUNITY15')).toBe(uses);
      expect(await stockOf(db(), itemA)).toBe(stock);
      expect((await sandbox().payment(paid.payment.razorpay_payment_id))?.status).toBe('refunded');
    } finally {
      await db().update(coupons).set({ usageLimit: coupon!.usageLimit }).where(eq(coupons.code, 'IMMUNITY15'));
    }
  });

  it('expires after its payment window: the stock and the coupon use come back', async () => {
    const buyer = await shopperWith([{ itemId: itemA, quantity: 2 }], 'IMMUNITY15');
    const stock = await stockOf(db(), itemA);
    const uses = await couponUses(db(), 'IMMUNITY15');
    const order = await placed(app(), buyer);
    expect(await stockOf(db(), itemA)).toBe(stock - 2);
    expect(await couponUses(db(), 'IMMUNITY15')).toBe(uses + 1);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    const read = await readOrder(app(), buyer, order._id);
    expect(read.status).toBe('cancelled');
    expect(read.expiresAt).toBeNull();
    expect(await stockOf(db(), itemA)).toBe(stock);
    expect(await couponUses(db(), 'IMMUNITY15')).toBe(uses);
  });
});

describe('a cash-on-delivery order', () => {
  it('is created at once with its invoice and COD fee, and the cart is cleared', async () => {
    const buyer = await shopperWith([{ itemId: itemB, quantity: 1 }]);
    const order = await placed(app(), buyer, { paymentMethod: 'cod', address: deliveryAddress('Maharashtra') });
    expect(order).toMatchObject({ status: 'created', order_id: null });
    const read = await readOrder(app(), buyer, order._id);
    expect(read.totals.codFee).toBe(40);
    expect(read.totals.shipping).toBe(49);
    expect(read.tax.kind).toBe('inter');
    expect(read.tax.rows.every((row) => row.cgst === 0 && row.igst > 0)).toBe(true);
    const again = await placeOrder(app(), buyer, { paymentMethod: 'cod' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ORDER_MESSAGES.emptyCart);

    const invoice = await app().inject({ url: `/api/store/order/${order._id}/invoice`, headers: bearer(buyer) });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(invoice.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        SELLER.legalName,
        `GSTIN: ${SELLER.gstin}`,
        read.invoiceNumber,
        'Maharashtra',
      ]),
    );
    expect(text).toContain(read.orderItems[0]!.hsn);
    expect(text).toContain('IGST (INR)');
    expect(text).not.toContain('CGST (INR)');
    expect(text).toContain('Cash-on-delivery fee');
    expect(text).toContain(read.totals.total.toFixed(2));
  });

  it('is refused above the COD limit', async () => {
    const pricey = await stockedItem(db(), { stock: 20, sellingPaise: 300_000, index: 2 });
    const buyer = await shopperWith([{ itemId: pricey, quantity: 2 }]);
    const response = await placeOrder(app(), buyer, { paymentMethod: 'cod' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Cash on delivery is available for orders up to');
    expect(await stockOf(db(), pricey)).toBe(20);
  });
});

describe('stock', () => {
  it('is never oversold: 409 and nothing changed', async () => {
    const scarce = await stockedItem(db(), { stock: 1, index: 3 });
    const buyer = await shopperWith([{ itemId: scarce, quantity: 2 }]);
    const response = await placeOrder(app(), buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(COMMON_MESSAGES.itemOutOfStock);
    expect(await stockOf(db(), scarce)).toBe(1);
  });
});
