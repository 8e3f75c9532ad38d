// What an order holds while it is open: units of stock and one use of its coupon. Taken in the
// transaction that places (or retries) the order, given back when it fails, is cancelled or
// expires. Stock never goes below zero: every decrement is guarded by `stock >= quantity`.
import { eq, sql } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { type CouponTerms } from '@domain/coupon';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { COUPON_MESSAGES } from '@domain/messages/coupon';
import { rowsOf, type Queryable } from '../../db/client';
import { couponRedemptions, coupons, orderItems, items } from '../../db/schema';
import { couponForCart } from '../coupons';
import { refuse } from '../refusal';
import type { OrderRow } from './records';

/** Takes the order's units out of stock, all or none (refused out_of_stock: 'Item is out of stock'). */
export async function takeStock(tx: Queryable, orderId: string): Promise<void> {
  const lines = await tx.select({ itemId: orderItems.itemId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE ${items} SET stock = ${items.stock} - oi.quantity, updated_at = now()
      FROM ${orderItems} oi
      WHERE oi.order_id = ${orderId} AND oi.item_id = ${items.id} AND ${items.stock} >= oi.quantity
      RETURNING ${items.id}`),
  );
  // Refusing rolls the whole transaction back, so the lines already taken return too.
  if (taken.length !== lines.length) throw refuse(FAILURE_CODES.outOfStock, COMMON_MESSAGES.itemOutOfStock);
}

export async function returnStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${items} SET stock = ${items.stock} + oi.quantity, updated_at = now()
    FROM ${orderItems} oi
    WHERE oi.order_id = ${orderId} AND oi.item_id = ${items.id}`);
}

/** Whether every line of the order could be taken from stock now (item rows locked). */
export async function stockSuffices(tx: Queryable, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ stock: items.stock, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(items.id)
    .for('update', { of: items });
  return rows.every((row) => row.stock >= row.quantity);
}

/**
 * Whether a payment-failed order can hold its reservation again: its stock is there and its
 * coupon (if any) may still be used. The rows stay locked until the transaction ends.
 */
export async function reservationAvailable(
  tx: Queryable,
  order: Pick<OrderRow, 'id' | 'uid' | 'couponCode' | 'subtotalPaise'>,
  now: Date,
): Promise<boolean> {
  if (!(await stockSuffices(tx, order.id))) return false;
  if (!order.couponCode) return true;
  const use = await couponUseRefusal(tx, {
    code: order.couponCode,
    uid: order.uid,
    subtotalPaise: order.subtotalPaise,
    now,
  });
  return !('refusal' in use);
}

/**
 * Why the coupon cannot be used on this order now (its refusal, or the unknown-code message),
 * or null. The coupon row stays locked until the transaction ends, so shoppers racing for its
 * last use are served one at a time.
 */
export async function couponUseRefusal(
  tx: Queryable,
  { code, uid, subtotalPaise, now }: { code: string; uid: string; subtotalPaise: number; now: Date },
): Promise<{ refusal: string } | { terms: CouponTerms }> {
  await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, code)).for('update');
  const coupon = await couponForCart(tx, { code, uid, subtotalPaise, now });
  if (!coupon) return { refusal: COUPON_MESSAGES.unknown };
  return coupon.refusal === null ? { terms: coupon.terms } : { refusal: coupon.refusal };
}

export async function takeCouponUse(tx: Queryable, order: Pick<OrderRow, 'id' | 'uid' | 'couponCode'>): Promise<void> {
  if (!order.couponCode) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.code, order.couponCode));
  await tx.insert(couponRedemptions).values({ orderId: order.id, code: order.couponCode, uid: order.uid });
}

export async function returnCouponUse(tx: Queryable, orderId: string): Promise<void> {
  const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning();
  for (const redemption of released)
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.code, redemption.code));
}
