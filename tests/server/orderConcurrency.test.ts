// Shoppers racing for the last unit and the last coupon use: 20 concurrent checkouts, exactly
// one wins, stock never goes below zero, the coupon never over its limit; and coupons past their
// expiry or limits are refused with their reason, changing nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { COUPON_MESSAGES } from '@domain/messages/coupon';
import { coupons, orders } from '../../server/db/schema';
import {
  couponUses,
  fillCart,
  orderState,
  placed,
  placeOrder,
  stockedItem,
  stockOf,
  useOrderApp,
} from './orderFixtures';

const { app, db, shopperWith } = useOrderApp();
const BUYERS = 20;

/** A checkout as a browser sends it: a 503 (the server shedding load on a busy machine) is tried
 *  again after its Retry-After, so each racer ends with the server's real answer. */
async function placeRacing(buyer: Parameters<typeof placeOrder>[1]) {
  for (;;) {
    const response = await placeOrder(app(), buyer);
    if (response.statusCode !== 503) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1000));
  }
}

describe('concurrent checkouts', () => {
  it(`${BUYERS} shoppers for the last unit: exactly one order holds it`, async () => {
    const item = await stockedItem(db(), { stock: 1, index: 5 });
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, n) => shopperWith(`Racer ${n}`, [{ itemId: item, quantity: 1 }])),
    );
    const responses = await Promise.all(buyers.map((buyer) => placeRacing(buyer)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(COMMON_MESSAGES.itemOutOfStock);
    expect(await stockOf(db(), item)).toBe(0);
    const held = await db().select().from(orders).where(eq(orders.status, 'pending'));
    expect(held.filter((order) => buyers.some((buyer) => buyer.uid === order.uid))).toHaveLength(1);
  }, 60_000);

  it(`${BUYERS} shoppers for the last use of a coupon: exactly one order uses it`, async () => {
    const item = await stockedItem(db(), { stock: 100, sellingPaise: 60_000, index: 6 });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'AYUR150'));
    await db()
      .update(coupons)
      .set({ usageLimit: coupon!.usedCount + 1 })
      .where(eq(coupons.code, 'AYUR150'));
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, n) =>
        shopperWith(`Coupon racer ${n}`, [{ itemId: item, quantity: 2 }], 'AYUR150'),
      ),
    );
    const responses = await Promise.all(buyers.map((buyer) => placeRacing(buyer)));
    // The statuses whole, so a failure shows every answer (and the odd one's message below).
    const statuses = responses.map((response) => response.statusCode).sort();
    const odd = responses.find((response) => response.statusCode !== 201 && response.statusCode !== 400);
    expect({ statuses, odd: odd?.body }).toEqual({ statuses: [201, ...Array(BUYERS - 1).fill(400)], odd: undefined });
    const refused = responses.filter((response) => response.statusCode === 400);
    for (const response of refused) expect(response.json().message).toBe(COUPON_MESSAGES.usedUp);
    expect(await couponUses(db(), 'AYUR150')).toBe(coupon!.usedCount + 1);
    expect(await stockOf(db(), item)).toBe(98);
  }, 60_000);
});

describe('coupons at placement', () => {
  it('refuses an expired coupon with its reason and changes nothing', async () => {
    const item = await stockedItem(db(), { stock: 10, sellingPaise: 90_000, index: 7 });
    await db()
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(coupons.code, 'MONSOON20'));
    const buyer = await shopperWith('Late coupon', [{ itemId: item, quantity: 2 }]);
    const before = await orderState(db());
    const response = await placeOrder(app(), buyer, { couponId: 'monsoon20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COUPON_MESSAGES.expired);
    expect(await orderState(db())).toBe(before);
  });

  it('refuses a coupon past its per-shopper limit, and uses it once before', async () => {
    const item = await stockedItem(db(), { stock: 10, sellingPaise: 60_000, index: 8 });
    const buyer = await shopperWith('Welcome twice', [{ itemId: item, quantity: 1 }]);
    const first = await placed(app(), buyer, { couponId: 'WELCOME10', paymentMethod: 'cod' });
    expect(first.status).toBe('created');
    expect(first.amount).toBe(60_000 - 6_000 + 4_000);
    await fillCart(db(), buyer.uid, [{ itemId: item, quantity: 1 }]);
    const before = await orderState(db());
    const again = await placeOrder(app(), buyer, { couponId: 'WELCOME10' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COUPON_MESSAGES.alreadyUsed(1));
    expect(await orderState(db())).toBe(before);
  });

  it('refuses an unknown coupon', async () => {
    const item = await stockedItem(db(), { stock: 10, index: 9 });
    const buyer = await shopperWith('Made up', [{ itemId: item, quantity: 1 }]);
    const response = await placeOrder(app(), buyer, { couponId: 'NOSUCHCODE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COUPON_MESSAGES.unknown);
  });
});
