// Every status change of an order goes through here: the lifecycle machine decides whether it
// is allowed, and the change carries its consequences in the same transaction: a history row,
// the stock and coupon use taken or given back, on confirmation the invoice number and an empty
// cart, on cancellation or refund of an invoiced order the credit note of what is not yet
// credited, and the shopper's message of the new status in the outbox.
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { orderStatusMessage } from '@domain/notifications';
import { invoiceNumber } from '@domain/seller';
import { nextOrderStatus, type OrderLifecycleEventType } from '@machines/orderLifecycle';
import { rowsOf, type Queryable } from '../../db/client';
import { cartItems, carts, orders, orderStatusHistory } from '../../db/schema';
import { queueOrderMessage } from '../notifications/outbox';
import { refuse } from '../refusal';
import { issueCreditNote } from './creditNotes';
import type { OrderRow } from './records';
import { couponUseRefusal, returnCouponUse, returnStock, takeCouponUse, takeStock } from './reservation';

/** Statuses that reverse the sale: its invoice is credited in full (less what refunds already credited). */
const REVERSES_SALE: ReadonlySet<OrderStatus> = new Set(['cancelled', 'refunded']);

/** Statuses in which the order holds its stock and coupon use (shipped goods have left the shelf). */
const HOLDS_RESERVATION: ReadonlySet<OrderStatus> = new Set(['pending', 'created', 'packed']);

/** The lifecycle refused the event in the order's current status. */
export class LifecycleRefusal extends Error {
  constructor(
    readonly status: OrderStatus,
    readonly event: OrderLifecycleEventType,
  ) {
    super(`an order that is ${status} cannot take ${event}`);
  }
}

/** The operator who made a change, and their note. */
export interface Attribution {
  actorUid: string;
  note: string | null;
}

export async function recordStatus(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  at: Date,
  by: Attribution | null = null,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, status, at, actorUid: by?.actorUid, note: by?.note });
}

async function issueInvoice(tx: Queryable, at: Date): Promise<string> {
  const [row] = rowsOf<{ sequence: string | number }>(
    await tx.execute(sql`SELECT nextval('invoice_number_seq') AS sequence`),
  );
  return invoiceNumber(Number(row!.sequence), at);
}

async function clearCart(tx: Queryable, uid: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.uid, uid));
  await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.uid, uid));
}

/**
 * Moves the (locked) order on `event`, with `changes` to store alongside. Throws
 * LifecycleRefusal when the lifecycle does not allow it, and refuses (out_of_stock, conflict) when
 * the stock or coupon use taken again is no longer there (the transaction then rolls back).
 */
export async function moveOrder(
  tx: Queryable,
  order: OrderRow,
  event: OrderLifecycleEventType,
  changes: Partial<Pick<OrderRow, 'paymentId' | 'expiresAt' | 'carrier' | 'trackingNumber'>> = {},
  now = new Date(),
  by: Attribution | null = null,
): Promise<OrderRow> {
  const next = nextOrderStatus(order.status, order.paymentMethod, event);
  if (!next) throw new LifecycleRefusal(order.status, event);
  const held = HOLDS_RESERVATION.has(order.status);
  const holds = HOLDS_RESERVATION.has(next);
  if (held && !holds) {
    await returnStock(tx, order.id);
    await returnCouponUse(tx, order.id);
  } else if (!held && holds) {
    await takeStock(tx, order.id);
    if (order.couponCode) {
      const use = await couponUseRefusal(tx, {
        code: order.couponCode,
        uid: order.uid,
        subtotalPaise: order.subtotalPaise,
        now,
      });
      if ('refusal' in use) throw refuse(FAILURE_CODES.conflict, use.refusal);
      await takeCouponUse(tx, order);
    }
  }
  const invoice =
    next === 'created' && !order.invoiceNumber ? { invoiceNumber: await issueInvoice(tx, now), invoicedAt: now } : {};
  if (next === 'created') await clearCart(tx, order.uid);
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, ...invoice, status: next, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (REVERSES_SALE.has(next)) await issueCreditNote(tx, order.id, { amountPaise: null, refundId: null, at: now });
  await recordStatus(tx, order.id, next, now, by);
  const message = orderStatusMessage(order.status, next);
  // An order's payment may fail more than once (each retry is a new attempt): each failure is told.
  const version = message === 'orderPaymentFailed' ? now.getTime() : 0;
  if (message) await queueOrderMessage(tx, moved!, message, now.getTime(), {}, version);
  return moved!;
}
