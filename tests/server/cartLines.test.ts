// Reading cart lines with their items, in and out of a transaction, and their mapping to the reply.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '@domain/cart';
import type { Database } from '../../server/db/client';
import { cartItems, carts, items } from '../../server/db/schema';
import { readCartLines, readItemLines, toCart } from '../../server/services/cartLines';
import { createTestDatabase } from './testDatabase';

let database: Database;
const uid = 'cart-lines-reader';

beforeAll(async () => {
  database = await createTestDatabase();
  const [first, second] = await database.db.select({ id: items.id }).from(items).orderBy(items.id).limit(2);
  await database.db.insert(carts).values({ uid });
  // The second item first, so "oldest first" and "item id order" differ.
  await database.db.insert(cartItems).values({ uid, itemId: second!.id, quantity: 2, addedAt: new Date(1000) });
  await database.db.insert(cartItems).values({ uid, itemId: first!.id, quantity: 1, addedAt: new Date(2000) });
});
afterAll(() => database.close());

describe('readCartLines', () => {
  it('gives the lines oldest first with the live item fields', async () => {
    const lines = await readCartLines(database.db, uid);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    const [row] = await database.db.select().from(items).where(eq(items.id, lines[0]!.itemId));
    expect(lines[0]).toMatchObject({
      unitPaise: row!.sellingPaise,
      mrpPaise: row!.mrpPaise,
      gstRate: row!.gstRate,
      hsn: row!.hsn,
      packSize: row!.packSize,
      photoKey: row!.photoKeys[0],
      stock: row!.stock,
    });
    expect(lines[0]!.brandName).not.toBe('');
  });

  it('locks the item rows inside a transaction, in item id order', async () => {
    const locked = await database.db.transaction((tx) => readCartLines(tx, uid, { lockItems: true }));
    expect(locked.map((line) => line.itemId)).toEqual(locked.map((line) => line.itemId).sort());
    expect(locked).toHaveLength(2);
  });

  it('is empty for a user without a cart', async () => {
    expect(await readCartLines(database.db, 'nobody-here')).toEqual([]);
  });
});

describe('readItemLines', () => {
  it('keeps the order asked and leaves unknown items out', async () => {
    const stored = await readCartLines(database.db, uid);
    const wanted = [
      { _id: stored[1]!.itemId, quantity: 3 },
      { _id: 'no-such-item', quantity: 1 },
      { _id: stored[0]!.itemId, quantity: 4 },
    ];
    const lines = await readItemLines(database.db, wanted);
    expect(lines.map((line) => [line.itemId, line.quantity])).toEqual([
      [stored[1]!.itemId, 3],
      [stored[0]!.itemId, 4],
    ]);
  });
});

describe('toCart', () => {
  it('prices the lines with the domain rule and leaves a refused coupon out of the totals', async () => {
    const lines = await readCartLines(database.db, uid);
    const terms = {
      code: 'TEST10',
      description: '10% off',
      kind: 'percent' as const,
      value: 10,
      minOrderPaise: 0,
      maxDiscountPaise: null,
      validUntil: '2999-01-01T00:00:00.000Z',
      usageLimit: null,
      perUserLimit: null,
    };
    const applied = toCart(uid, lines, { terms, refusal: null });
    const expected = priceCart({ lines, coupon: terms, paymentMethod: null });
    expect(applied.totals.total).toBe(expected.totalPaise / 100);
    expect(applied.totals.couponDiscount).toBe(expected.couponDiscountPaise / 100);
    const refused = toCart(uid, lines, { terms, refusal: 'no' });
    expect(refused.coupon).toEqual({ couponId: 'TEST10', description: '10% off', refusal: 'no' });
    expect(refused.totals.couponDiscount).toBe(0);
  });
});
