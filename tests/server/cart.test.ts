// The stored cart, merging the local cart at sign-in, pricing a local cart, the wishlist and the
// public coupon list, on the real server.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNITS_PER_LINE } from '@domain/constants';
import type { Cart, CartQuote, PublicCoupon } from '@domain/contract/commerce';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { paiseToRupees } from '@domain/money';
import { cartItems, coupons, items } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { fingerprintTables } from '../support/tableChecksums';
import { dateCoupons, setStock, shopClient, stockedItems } from './shop';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const { call, update, add, cart, clear } = shopClient(app);
let asha: TestAccount;
/** Plenty in stock, cheapest first. */
let plenty: { id: string; sellingPaise: number }[];
/** Three units left. */
let scarce: string;
/** None left. */
let soldOut: string;
/** Three units left, wanted by concurrent requests. */
let contested: string;

const ids = (reply: Cart | CartQuote) => reply.orderItems.map((line) => [line._id, line.quantity]);
const everything = () => fingerprintTables(database().db, { uid: 'nobody' });

beforeAll(async () => {
  asha = await createAccount('Asha Rao');
  const stocked = await stockedItems(database().db, 50);
  plenty = stocked.slice(0, 4);
  [scarce, soldOut] = [stocked[4]!.id, stocked[5]!.id];
  await setStock(database().db, scarce, 3);
  await setStock(database().db, soldOut, 0);
  contested = stocked[6]!.id;
  await setStock(database().db, contested, 3);
});

describe('the stored cart', () => {
  it('starts empty, with zero totals and no coupon', async () => {
    const empty = await cart(asha.uid, asha.idToken);
    expect(empty).toMatchObject({ userId: asha.uid, orderItems: [], coupon: null });
    expect(empty.totals).toMatchObject({ itemCount: 0, subtotal: 0, shipping: 0, total: 0, codAvailable: false });
  });

  it('adds quantities, sets them, removes lines, and prices every line from the item', async () => {
    const [first, second] = plenty;
    await add(asha.uid, asha.idToken, first!.id, 2);
    const added = (await add(asha.uid, asha.idToken, first!.id, 1)).json().data as Cart;
    expect(ids(added)).toEqual([[first!.id, 3]]);
    await add(asha.uid, asha.idToken, second!.id, 1);
    // The client's price is ignored.
    const modified = await update(asha.uid, asha.idToken, {
      type: 'modifyItem',
      item: { _id: second!.id, quantity: 4, sellingPrice: 1 },
    });
    expect(modified.statusCode).toBe(200);
    const lines = (modified.json().data as Cart).orderItems;
    expect(lines.map((line) => [line._id, line.quantity, line.sellingPrice])).toEqual([
      [first!.id, 3, paiseToRupees(first!.sellingPaise)],
      [second!.id, 4, paiseToRupees(second!.sellingPaise)],
    ]);
    expect(lines[0]).toMatchObject({ maxQuantity: MAX_UNITS_PER_LINE });
    expect(lines[0]!.name).not.toBe('');
    expect(lines[0]!.photoLink).not.toBe('');
    const removed = await update(asha.uid, asha.idToken, { type: 'removeItem', item: { _id: first!.id, quantity: 1 } });
    expect(ids(removed.json().data)).toEqual([[second!.id, 4]]);
    expect(ids(await cart(asha.uid, asha.idToken))).toEqual([[second!.id, 4]]);
  });

  it('refuses more than live stock or the per-line cap with 409, and changes nothing', async () => {
    await clear(asha.uid, asha.idToken);
    await add(asha.uid, asha.idToken, scarce, 2);
    await add(asha.uid, asha.idToken, plenty[0]!.id, 6);
    const before = await everything();
    for (const refused of [
      await add(asha.uid, asha.idToken, scarce, 2),
      await update(asha.uid, asha.idToken, { type: 'modifyItem', item: { _id: scarce, quantity: 4 } }),
      await add(asha.uid, asha.idToken, soldOut, 1),
      await add(asha.uid, asha.idToken, plenty[0]!.id, MAX_UNITS_PER_LINE - 5),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, code: 'out_of_stock', message: COMMON_MESSAGES.itemOutOfStock });
    }
    expect(await everything()).toEqual(before);
    const scarceLine = (await cart(asha.uid, asha.idToken)).orderItems.find((line) => line._id === scarce);
    expect(scarceLine).toMatchObject({ quantity: 2, maxQuantity: 3 });
  });

  it('never lets concurrent adds take a line past its stock', async () => {
    const before = await cart(asha.uid, asha.idToken);
    const replies = await Promise.all(Array.from({ length: 8 }, () => add(asha.uid, asha.idToken, contested, 1)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(ids(await cart(asha.uid, asha.idToken))).toEqual([...ids(before), [contested, 3]]);
    await update(asha.uid, asha.idToken, { type: 'removeItem', item: { _id: contested, quantity: 1 } });
  });

  it('answers 404 for an item that does not exist, and changes nothing', async () => {
    const before = await everything();
    const response = await add(asha.uid, asha.idToken, 'no-such-remedy', 1);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found', message: 'Item not found' });
    expect(await everything()).toEqual(before);
  });

  it('shows a line whose stock ran out with maxQuantity 0', async () => {
    await setStock(database().db, scarce, 0);
    const line = (await cart(asha.uid, asha.idToken)).orderItems.find((entry) => entry._id === scarce);
    expect(line).toMatchObject({ quantity: 2, maxQuantity: 0 });
    await setStock(database().db, scarce, 3);
  });

  it('clears lines and coupon', async () => {
    await add(asha.uid, asha.idToken, plenty[3]!.id, 5);
    await update(asha.uid, asha.idToken, { type: 'applyCoupon', couponId: 'GHEE5' });
    const cleared = await clear(asha.uid, asha.idToken);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ orderItems: [], coupon: null, totals: { total: 0 } });
    expect(await cart(asha.uid, asha.idToken)).toMatchObject({ orderItems: [], coupon: null });
    const stored = await database().db.select().from(cartItems).where(eq(cartItems.uid, asha.uid));
    expect(stored).toEqual([]);
  });
});

describe('merging the local cart at sign-in', () => {
  it('adds quantities capped by stock and the per-line cap, and skips unknown and sold-out items', async () => {
    await clear(asha.uid, asha.idToken);
    const [first, second] = plenty;
    await add(asha.uid, asha.idToken, first!.id, 8);
    await add(asha.uid, asha.idToken, scarce, 1);
    const merged = await call('POST', '/api/store/cart/merge', asha.idToken, {
      userId: asha.uid,
      items: [
        { _id: first!.id, quantity: 5 },
        { _id: scarce, quantity: 5 },
        { _id: 'no-such-remedy', quantity: 1 },
        { _id: soldOut, quantity: 2 },
        { _id: second!.id, quantity: 2 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(ids(merged.json().data)).toEqual([
      [first!.id, MAX_UNITS_PER_LINE],
      [scarce, 3],
      [second!.id, 2],
    ]);
  });

  it('leaves the cart as it was for an empty local cart', async () => {
    const before = await cart(asha.uid, asha.idToken);
    const merged = await call('POST', '/api/store/cart/merge', asha.idToken, { userId: asha.uid, items: [] });
    expect(merged.json().data).toEqual(before);
  });
});

describe('pricing a local cart', () => {
  it('needs no token, leaves unknown items out, and gives each line what it may hold', async () => {
    const before = await everything();
    const response = await call('POST', '/api/store/cart/quote', undefined, {
      items: [
        { _id: scarce, quantity: 2 },
        { _id: 'no-such-remedy', quantity: 1 },
        { _id: plenty[1]!.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json().data as CartQuote;
    expect(quote).not.toHaveProperty('userId');
    expect(quote).not.toHaveProperty('coupon');
    expect(quote.orderItems.map((line) => [line._id, line.quantity, line.maxQuantity])).toEqual([
      [scarce, 2, 3],
      [plenty[1]!.id, 1, MAX_UNITS_PER_LINE],
    ]);
    expect(quote.totals.itemCount).toBe(3);
    expect(await everything()).toEqual(before);
  });

  it('prices the same lines exactly as the stored cart does', async () => {
    const stored = await cart(asha.uid, asha.idToken);
    const quote = (
      await call('POST', '/api/store/cart/quote', undefined, {
        items: stored.orderItems.map((line) => ({ _id: line._id, quantity: line.quantity })),
      })
    ).json().data as CartQuote;
    expect(quote).toEqual({ orderItems: stored.orderItems, totals: stored.totals });
  });
});

describe('the wishlist', () => {
  it('toggles an item in and out, newest first, with the fields a card shows', async () => {
    const toggle = (itemId: string) => call('POST', '/api/store/wishlist', asha.idToken, { userId: asha.uid, itemId });
    expect((await toggle(plenty[0]!.id)).json().data).toEqual({ itemId: plenty[0]!.id, inWishlist: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await toggle(soldOut)).json().data).toEqual({ itemId: soldOut, inWishlist: true });
    const list = (await call('GET', `/api/store/wishlist/findbyuser/${asha.uid}`, asha.idToken)).json().data;
    expect(list.userId).toBe(asha.uid);
    expect(list.items.map((item: { _id: string; inStock: boolean }) => [item._id, item.inStock])).toEqual([
      [soldOut, false],
      [plenty[0]!.id, true],
    ]);
    expect(list.items[1]).toMatchObject({ sellingPrice: paiseToRupees(plenty[0]!.sellingPaise) });
    expect((await toggle(plenty[0]!.id)).json().data).toEqual({ itemId: plenty[0]!.id, inWishlist: false });
    const after = (await call('GET', `/api/store/wishlist/findbyuser/${asha.uid}`, asha.idToken)).json().data;
    expect(after.items.map((item: { _id: string }) => item._id)).toEqual([soldOut]);
  });

  it('answers 404 for an item that does not exist, and changes nothing', async () => {
    const before = await everything();
    const response = await call('POST', '/api/store/wishlist', asha.idToken, {
      userId: asha.uid,
      itemId: 'no-such-remedy',
    });
    expect(response.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe('the public coupon list', () => {
  it('lists active, unexpired coupons with uses left, with their conditions in words', async () => {
    await dateCoupons(database().db);
    await database().db.update(coupons).set({ usedCount: 500 }).where(eq(coupons.code, 'IMMUNITY15'));
    const response = await call('GET', '/api/coupon/public/storeOrder');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as PublicCoupon[];
    const codes = list.map((coupon) => coupon.couponId);
    expect(codes).toEqual(['WELCOME10', 'FREEDOC', 'GHEE5', 'AYUR150']);
    expect(list[0]).toMatchObject({ kind: 'percent', value: 10, minOrder: 499, maxDiscount: 200, perUserLimit: 1 });
    expect(list[0]!.conditions.slice(0, 3)).toEqual([
      '10% off, up to ₹200',
      'On orders of ₹499 or more',
      'Once per customer',
    ]);
    expect(list[0]!.conditions[3]).toMatch(/^Valid until \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(list[3]).toMatchObject({ kind: 'flat', value: 150, maxDiscount: null });
    await database().db.update(coupons).set({ usedCount: 0 }).where(eq(coupons.code, 'IMMUNITY15'));
  });
});

describe('seeded tax data', () => {
  it('gives classical, proprietary and cosmetic products their GST rates and HSN codes', async () => {
    const rows = await database().db.select({ gstRate: items.gstRate, hsn: items.hsn }).from(items);
    const rates = new Set(rows.map((row) => row.gstRate));
    expect([...rates].sort((a, b) => a - b)).toEqual([5, 12, 18]);
    for (const row of rows) expect(row.hsn).toMatch(/^\d{8}$/);
    expect(rows.filter((row) => row.gstRate === 18).every((row) => row.hsn.startsWith('33'))).toBe(true);
  });
});
