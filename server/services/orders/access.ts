// An order as its owner may act on it: locked, known (404) and theirs (403), with an overdue
// payment window closed first.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { PRODUCT_MESSAGES } from '../../../src/domain/messages';
import { ORDER_MESSAGES } from '../../../src/domain/order';
import type { Db, Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { startSweep } from '../sweeps';
import { moveOrder } from './lifecycle';
import { lockOrder, readOrderRow, type OrderRow } from './records';

const AWAITING_PAYMENT = ['pending', 'payment_failed'] as const;

/** The order `id` for its owner `uid`, locked: 404 when unknown, 403 when another's. */
export async function lockOwnOrder(tx: Queryable, id: string, uid: string): Promise<OrderRow> {
  const order = await lockOrder(tx, eq(orders.id, id));
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.uid !== uid) throw new HttpError(403, PRODUCT_MESSAGES.notYourAccount);
  return order;
}

/** The order `id` for reading by its owner: 404 when unknown, 403 when another's. */
export async function readOwnOrderRow(db: Queryable, id: string, uid: string): Promise<OrderRow> {
  const order = await readOrderRow(db, id);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.uid !== uid) throw new HttpError(403, PRODUCT_MESSAGES.notYourAccount);
  return order;
}

/**
 * Closes the payment window of every overdue unpaid order (or only `where` ones): each is
 * cancelled and gives back its stock and coupon use. Returns how many it closed.
 */
export async function expireOverdueOrders(
  db: Db,
  { uid, id, now = new Date() }: { uid?: string; id?: string; now?: Date } = {},
): Promise<number> {
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...AWAITING_PAYMENT]),
        lte(orders.expiresAt, now),
        uid === undefined ? undefined : eq(orders.uid, uid),
        id === undefined ? undefined : eq(orders.id, id),
      ),
    );
  let closed = 0;
  for (const { id: orderId } of overdue) {
    closed += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.id, orderId));
      // Paid or closed meanwhile: nothing to do.
      if (!order?.expiresAt || order.expiresAt > now || !(AWAITING_PAYMENT as readonly string[]).includes(order.status))
        return 0;
      await moveOrder(tx, order, 'paymentWindowExpired', {}, now);
      return 1;
    });
  }
  return closed;
}

/** Sweeps overdue orders every `intervalMs` while the server runs (one replica a turn); returns how to stop. */
export function startExpirySweeper(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
  onClosed: () => void,
): () => Promise<void> {
  return startSweep(db, {
    name: 'order-expiry',
    everyMs: intervalMs,
    run: () => expireOverdueOrders(db),
    onDone: (closed) => {
      if (closed) onClosed();
    },
    onError,
  });
}
