// The signed-in shopper's cart: reading it with its coupon, changing it line by line, merging the
// local cart at sign-in, clearing it. Every change runs in one transaction on the cart's row, and
// a refused change rolls back, so a refusal leaves the cart as it was.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { maxQuantity } from '@domain/cart';
import type { Cart, CartMergeBody, CartUpdateBody } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { COUPON_MESSAGES } from '@domain/messages/coupon';
import type { Db, Queryable } from '../db/client';
import { cartItems, carts, items } from '../db/schema';
import {
  cartTotals,
  readCartCouponCode,
  readCartLines,
  toCart,
  type AttachedCoupon,
  type CartLineRecord,
} from './cartLines';
import { couponForCart } from './coupons';
import { refuse, refuseMissing, transactionOutcome, type Outcome } from './refusal';

/**
 * The cart's lines and its coupon as it stands for them now (a withdrawn coupon counts as none).
 * `lockItems` locks the item rows for a stock reservation (inside a transaction).
 */
export async function readCartState(
  db: Queryable,
  uid: string,
  { lockItems = false, now = new Date() }: { lockItems?: boolean; now?: Date } = {},
): Promise<{ lines: CartLineRecord[]; coupon: AttachedCoupon | null }> {
  const lines = await readCartLines(db, uid, { lockItems });
  const code = await readCartCouponCode(db, uid);
  if (!code) return { lines, coupon: null };
  const subtotalPaise = cartTotals(lines, null).subtotalPaise;
  return { lines, coupon: (await couponForCart(db, { code, uid, subtotalPaise, now })) ?? null };
}

export async function getCart(db: Queryable, uid: string, now = new Date()): Promise<Cart> {
  const { lines, coupon } = await readCartState(db, uid, { now });
  return toCart(uid, lines, coupon);
}

/** Creates the cart's row if needed and holds it until the transaction ends: one change per cart at a time. */
async function holdCart(tx: Queryable, uid: string): Promise<void> {
  await tx
    .insert(carts)
    .values({ uid })
    .onConflictDoUpdate({ target: carts.uid, set: { updatedAt: sql`now()` } });
}

async function setQuantity(tx: Queryable, uid: string, itemId: string, quantity: number): Promise<void> {
  await tx
    .insert(cartItems)
    .values({ uid, itemId, quantity })
    .onConflictDoUpdate({ target: [cartItems.uid, cartItems.itemId], set: { quantity } });
}

async function storedQuantity(tx: Queryable, uid: string, itemId: string): Promise<number> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.uid, uid), eq(cartItems.itemId, itemId)));
  return line?.quantity ?? 0;
}

/** Sets a line to `quantity` when the item exists and one line may hold that many now. */
async function placeQuantity(tx: Queryable, uid: string, itemId: string, quantity: number): Promise<void> {
  const [item] = await tx.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  if (!item) throw refuseMissing('Item');
  if (quantity > maxQuantity(item.stock)) throw refuse(FAILURE_CODES.outOfStock, COMMON_MESSAGES.itemOutOfStock);
  await setQuantity(tx, uid, itemId, quantity);
}

async function applyCoupon(tx: Queryable, uid: string, code: string, now: Date): Promise<void> {
  const subtotalPaise = cartTotals(await readCartLines(tx, uid), null).subtotalPaise;
  const coupon = await couponForCart(tx, { code, uid, subtotalPaise, now });
  if (!coupon) throw refuse(FAILURE_CODES.invalidInput, COUPON_MESSAGES.unknown);
  if (coupon.refusal) throw refuse(FAILURE_CODES.invalidInput, coupon.refusal);
  // One coupon per cart: a new one takes the place of the old.
  await tx.update(carts).set({ couponCode: coupon.terms.code }).where(eq(carts.uid, uid));
}

async function change(tx: Queryable, uid: string, body: CartUpdateBody, now: Date): Promise<void> {
  switch (body.type) {
    case 'addItem':
      return placeQuantity(tx, uid, body.item._id, (await storedQuantity(tx, uid, body.item._id)) + body.item.quantity);
    case 'modifyItem':
      // The client's sellingPrice is never read: lines are priced from the items.
      return placeQuantity(tx, uid, body.item._id, body.item.quantity);
    case 'removeItem':
      await tx.delete(cartItems).where(and(eq(cartItems.uid, uid), eq(cartItems.itemId, body.item._id)));
      return;
    case 'applyCoupon':
      return applyCoupon(tx, uid, body.couponId, now);
    case 'removeCoupon':
      await tx.update(carts).set({ couponCode: null }).where(eq(carts.uid, uid));
      return;
  }
}

/** One change to the cart, or why it was refused (then nothing changed). */
export function updateCart(db: Db, uid: string, body: CartUpdateBody, now = new Date()): Promise<Outcome<Cart>> {
  return transactionOutcome(db, async (tx) => {
    await holdCart(tx, uid);
    await change(tx, uid, body, now);
    return getCart(tx, uid, now);
  });
}

/**
 * Adds the local cart to the stored one: quantities added, each line capped at what it may hold
 * now (live stock and the per-line cap); unknown and out-of-stock items are skipped. All or nothing.
 */
export async function mergeCart(db: Db, uid: string, local: CartMergeBody['items'], now = new Date()): Promise<Cart> {
  return db.transaction(async (tx) => {
    await holdCart(tx, uid);
    if (local.length) {
      const ids = local.map((line) => line._id);
      const stocks = new Map(
        (await tx.select({ id: items.id, stock: items.stock }).from(items).where(inArray(items.id, ids))).map((row) => [
          row.id,
          row.stock,
        ]),
      );
      const stored = new Map(
        (
          await tx
            .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
            .from(cartItems)
            .where(and(eq(cartItems.uid, uid), inArray(cartItems.itemId, ids)))
        ).map((row) => [row.itemId, row.quantity]),
      );
      for (const line of local) {
        const stock = stocks.get(line._id);
        if (stock === undefined) continue;
        const before = stored.get(line._id) ?? 0;
        const quantity = Math.min(before + line.quantity, maxQuantity(stock));
        if (quantity > 0 && quantity !== before) await setQuantity(tx, uid, line._id, quantity);
      }
    }
    return getCart(tx, uid, now);
  });
}

/** Empties the cart, its lines and its coupon, in one statement (also when an order is placed from it). */
export async function clearCart(db: Queryable, uid: string): Promise<void> {
  // Its lines go with it (on delete cascade); the next change creates the cart again.
  await db.delete(carts).where(eq(carts.uid, uid));
}
