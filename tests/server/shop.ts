// Calls to the cart, wishlist and coupon API as a signed-in shopper, and seeded items to shop with.
import { asc, eq, gte, ne } from 'drizzle-orm';
import type { Cart } from '@domain/contract/commerce';
import type { Db } from '../../server/db/client';
import { coupons, items } from '../../server/db/schema';
import type { TestApp } from './testApp';

export type Method = 'GET' | 'POST';

export function shopClient(app: () => TestApp) {
  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const update = (uid: string, token: string, change: Record<string, unknown>) =>
    call('POST', '/api/store/cart/update', token, { userId: uid, ...change });
  return {
    call,
    update,
    add: (uid: string, token: string, _id: string, quantity: number) =>
      update(uid, token, { type: 'addItem', item: { _id, quantity } }),
    cart: async (uid: string, token: string): Promise<Cart> =>
      (await call('GET', `/api/store/cart/${uid}`, token)).json().data,
    clear: (uid: string, token: string) => call('GET', `/api/store/cart/clear/${uid}`, token),
  };
}

/** Seeded items with at least `minStock` units, cheapest first. */
export async function stockedItems(db: Db, minStock = 20) {
  return db
    .select({ id: items.id, sellingPaise: items.sellingPaise, gstRate: items.gstRate, stock: items.stock })
    .from(items)
    .where(gte(items.stock, minStock))
    .orderBy(asc(items.sellingPaise), asc(items.id));
}

export async function setStock(db: Db, id: string, stock: number): Promise<void> {
  await db.update(items).set({ stock }).where(eq(items.id, id));
}

/** The seeded coupon that tests treat as expired. */
export const EXPIRED_COUPON = 'MONSOON20';
const DAY_MS = 86_400_000;

/**
 * Every seeded coupon valid for a year from today except `EXPIRED_COUPON`, which expired
 * yesterday, so the tests do not depend on the calendar.
 */
export async function dateCoupons(db: Db): Promise<void> {
  await db
    .update(coupons)
    .set({ validUntil: new Date(Date.now() + 365 * DAY_MS) })
    .where(ne(coupons.code, EXPIRED_COUPON));
  await db
    .update(coupons)
    .set({ validUntil: new Date(Date.now() - DAY_MS) })
    .where(eq(coupons.code, EXPIRED_COUPON));
}
