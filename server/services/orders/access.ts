// An order as its owner may act on it: locked, known (not_found) and theirs (forbidden), with an
// overdue payment window closed first.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Order } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { Db, Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { startSweep } from '../sweeps';
import { moveOrder } from './lifecycle';
import { lockOrder, readOrder, readOrderRow, type OrderRow } from './records';

const AWAITING_PAYMENT = ['pending', 'payment_failed'] as const;

/** Refuses an order that is unknown (not_found) or another's (forbidden). */
function ownedBy(order: OrderRow | undefined, uid: string): OrderRow {
  if (!order) throw refuse(FAILURE_CODES.notFound, ORDER_MESSAGES.notFound);
  if (order.uid !== uid) throw refuse(FAILURE_CODES.forbidden, SITE_MESSAGES.notYourAccount);
  return order;
}

/** The order `id` for its owner `uid`, locked; refused when unknown or another's. */
export const lockOwnOrder = async (tx: Queryable, id: string, uid: string): Promise<OrderRow> =>
  ownedBy(await lockOrder(tx, eq(orders.id, id)), uid);

/** The order `id` for reading by its owner; refused when unknown or another's. */
export const readOwnOrderRow = async (db: Queryable, id: string, uid: string): Promise<OrderRow> =>
  ownedBy(await readOrderRow(db, id), uid);

/** One of the owner's orders as it reads now: an overdue payment window is closed first. */
export function readOwnOrder(db: Db, { id, uid }: { id: string; uid: string }): Promise<Outcome<Order>> {
  return outcomeOf(async () => {
    await readOwnOrderRow(db, id, uid);
    await expireOverdueOrders(db, { id });
    return (await readOrder(db, id))!;
  });
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
