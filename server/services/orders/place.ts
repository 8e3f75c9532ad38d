// Placing an order: the server cart priced on the server, its stock and coupon use reserved in
// one transaction, and for online payment a gateway order in paise. Placing the same unchanged
// cart again answers the same open order.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { priceCart } from '@domain/cart';
import { COD_MAX_ORDER_RUPEES, PAYMENT_WINDOW_MINUTES } from '@domain/constants';
import type { PlaceOrderBody, PlacedOrder } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import type { CouponTerms } from '@domain/coupon';
import { CART_MESSAGES } from '@domain/messages/cart';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { formatRupees } from '@domain/money';
import type { Db, Queryable } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { readCartCouponCode, readCartLines, type CartLineRecord } from '../cartLines';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { moveOrder, recordStatus } from './lifecycle';
import { newOrderId, toPlacedOrder, type OrderRow } from './records';
import { couponUseRefusal, takeCouponUse, takeStock } from './reservation';

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
export const paymentDeadline = (now: Date) => new Date(now.getTime() + PAYMENT_WINDOW_MS);

/** The same cart, coupon, payment method and address give the same fingerprint. */
function fingerprint(lines: readonly CartLineRecord[], couponCode: string | null, body: PlaceOrderBody): string {
  const cart = lines.map((line) => [line.itemId, line.quantity, line.unitPaise]);
  return createHash('sha256')
    .update(JSON.stringify([cart, couponCode, body.paymentMethod, body.address]))
    .digest('hex');
}

async function openOrderFor(tx: Queryable, uid: string, cartFingerprint: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.uid, uid),
        eq(orders.cartFingerprint, cartFingerprint),
        inArray(orders.status, ['pending', 'payment_failed']),
      ),
    )
    .for('update');
  return row;
}

/** The same open order, moved on if its window passed (then a new one is placed) or its payment failed. */
async function reuseOpenOrder(tx: Queryable, order: OrderRow, now: Date): Promise<OrderRow | undefined> {
  if (order.expiresAt && order.expiresAt <= now) {
    await moveOrder(tx, order, 'paymentWindowExpired', {}, now);
    return undefined;
  }
  if (order.status === 'payment_failed')
    return moveOrder(tx, order, 'paymentRetried', { expiresAt: paymentDeadline(now) }, now);
  return order;
}

async function couponTerms(tx: Queryable, code: string | null, uid: string, subtotalPaise: number, now: Date) {
  if (!code) return null;
  const use = await couponUseRefusal(tx, { code, uid, subtotalPaise, now });
  if ('refusal' in use) throw refuse(FAILURE_CODES.invalidInput, use.refusal);
  return use.terms;
}

async function createGatewayOrder(gateway: PaymentGateway, orderId: string, amountPaise: number) {
  try {
    return await gateway.createOrder({ amountPaise, receipt: orderId, notes: { kind: 'store', orderId } });
  } catch {
    throw refuse(FAILURE_CODES.gatewayUnavailable, PAYMENT_MESSAGES.gatewayUnavailable);
  }
}

/** Places the order, or refuses (empty cart, stock or coupon gone, cash on delivery over its limit, gateway down). */
export function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  uid: string,
  body: PlaceOrderBody,
  now = new Date(),
): Promise<Outcome<PlacedOrder>> {
  return outcomeOf(async () => {
    const order = await placeInTransaction(db, gateway, uid, body, now);
    await gateway.ordersRecorded();
    return toPlacedOrder(order, gateway.keyId);
  });
}

function placeInTransaction(db: Db, gateway: PaymentGateway, uid: string, body: PlaceOrderBody, now: Date) {
  return db.transaction(async (tx) => {
    const lines = await readCartLines(tx, uid, { lockItems: true });
    if (lines.length === 0) throw refuse(FAILURE_CODES.invalidInput, ORDER_MESSAGES.emptyCart);
    const couponCode = body.couponId ?? (await readCartCouponCode(tx, uid));
    const cartFingerprint = fingerprint(lines, couponCode, body);
    const open = await openOrderFor(tx, uid, cartFingerprint);
    const reused = open && (await reuseOpenOrder(tx, open, now));
    if (reused) return reused;

    if (lines.some((line) => line.quantity > line.stock))
      throw refuse(FAILURE_CODES.outOfStock, COMMON_MESSAGES.itemOutOfStock);
    const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
    const coupon: CouponTerms | null = await couponTerms(tx, couponCode, uid, subtotalPaise, now);
    const totals = priceCart({ lines, coupon, paymentMethod: body.paymentMethod });
    if (body.paymentMethod === 'cod' && !totals.codAvailable)
      throw refuse(FAILURE_CODES.invalidInput, CART_MESSAGES.codUnavailable(formatRupees(COD_MAX_ORDER_RUPEES)));

    const id = newOrderId();
    const online = body.paymentMethod === 'online';
    const gatewayOrder = online ? await createGatewayOrder(gateway, id, totals.totalPaise) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        uid,
        status: 'pending',
        paymentMethod: body.paymentMethod,
        mrpTotalPaise: totals.mrpTotalPaise,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.couponDiscountPaise,
        shippingPaise: totals.shippingPaise,
        codFeePaise: totals.codFeePaise,
        taxPaise: totals.taxIncludedPaise,
        totalPaise: totals.totalPaise,
        couponCode: coupon?.code ?? null,
        address: body.address,
        gatewayOrderId: gatewayOrder?.id ?? null,
        cartFingerprint,
        expiresAt: online ? paymentDeadline(now) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: id,
        itemId: line.itemId,
        name: line.name,
        packSize: line.packSize,
        photoKey: line.photoKey,
        unitPaise: line.unitPaise,
        mrpPaise: line.mrpPaise,
        gstRate: line.gstRate,
        hsn: line.hsn,
        quantity: line.quantity,
      })),
    );
    await takeStock(tx, id);
    await takeCouponUse(tx, order!);
    await recordStatus(tx, id, 'pending', now);
    return online ? order! : moveOrder(tx, order!, 'cashOnDeliveryConfirmed', {}, now);
  });
}
