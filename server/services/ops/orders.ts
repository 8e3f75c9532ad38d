// The operator's order queue: every order, filtered and paged, with counts per status; one order
// with its payment, refunds and who moved it; its lifecycle events (asked of the lifecycle
// machine, under the order's row lock, so two operators at once cannot both move it); and refunds.
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import {
  OPS_ORDER_EVENTS,
  type OpsOrder,
  type OpsOrderEvent,
  type OpsOrderListQuery,
  type OpsOrderPage,
  type OpsOrderTransitionBody,
  type OrderStatusCounts,
  type Refund,
} from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { paiseToRupees } from '@domain/money';
import { indiaDaySpan } from '@domain/slots';
import { nextOrderStatus, orderStatusLabel } from '@machines/orderLifecycle';
import type { Db, Queryable } from '../../db/client';
import { containing, startingWith } from '../../db/like';
import { readPage } from '../../db/page';
import { orderItems, orders, orderStatusHistory, payments, users } from '../../db/schema';
import { expireOverdueOrders } from '../orders/access';
import { moveOrder } from '../orders/lifecycle';
import { refundInFull } from '../orders/payment';
import { lockOrder, readOrder, type OrderRow } from '../orders/records';
import { REFUND_REASONS } from '../refunds/reasons';
import { readRefunds, toRefund } from '../refunds/records';
import { refuse, transactionOutcome, type Outcome } from '../refusal';
import type { OperatorAction } from './action';
import { recordAudit } from './audit';
import { refundablePaise, refundPayment, toOpsPayment, type OperatorRefund } from './refunds';

const customerName = sql<string>`coalesce(${users.fullName}, ${orders.address} ->> 'fullName', '')`;
const customerPhone = sql<string>`coalesce(${users.phone}, ${orders.address} ->> 'mobile', '')`;

function listFilter({ status, q, from, to }: OpsOrderListQuery): SQL | undefined {
  const text = q ? containing(q) : null;
  const digits = q?.replace(/\D/g, '') ?? '';
  return and(
    status ? eq(orders.status, status) : undefined,
    text
      ? or(
          ilike(orders.id, startingWith(q!.toLowerCase())),
          ilike(orders.invoiceNumber, text),
          ilike(customerName, text),
          digits.length >= 4 ? ilike(customerPhone, `%${digits}%`) : undefined,
        )
      : undefined,
    from ? gte(orders.createdAt, indiaDaySpan(from).start) : undefined,
    to ? lt(orders.createdAt, indiaDaySpan(to).end) : undefined,
  );
}

async function statusCounts(db: Db): Promise<OrderStatusCounts> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderStatusCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function listOpsOrders(db: Db, query: OpsOrderListQuery): Promise<OpsOrderPage> {
  await expireOverdueOrders(db);
  const itemCount = db
    .select({ orderId: orderItems.orderId, units: sum(orderItems.quantity).as('units') })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('item_count');
  const [page, counts] = await Promise.all([
    readPage(
      db,
      db
        .select({ order: orders, name: customerName, phone: customerPhone, units: itemCount.units })
        .from(orders)
        .leftJoin(users, eq(users.uid, orders.uid))
        .leftJoin(itemCount, eq(itemCount.orderId, orders.id))
        .where(listFilter(query))
        .$dynamic(),
      [desc(orders.createdAt), desc(orders.id)],
      query,
      (rows) =>
        rows.map(({ order, name, phone, units }) => ({
          _id: order.id,
          status: order.status,
          paymentMethod: order.paymentMethod,
          customer: { uid: order.uid, name, phone },
          itemCount: Number(units ?? 0),
          total: paiseToRupees(order.totalPaise),
          invoiceNumber: order.invoiceNumber,
          createdAt: order.createdAt.toISOString(),
        })),
    ),
    statusCounts(db),
  ]);
  return { ...page, counts };
}

/** The events an operator may send an order in this status, from the lifecycle machine. */
export function operatorEvents(order: Pick<OrderRow, 'status' | 'paymentMethod'>): OpsOrderEvent[] {
  return OPS_ORDER_EVENTS.filter((event) => nextOrderStatus(order.status, order.paymentMethod, event) !== null);
}

export async function readOpsOrder(db: Db, id: string): Promise<OpsOrder | undefined> {
  const order = await readOrder(db, id);
  if (!order) return undefined;
  const [[customer], payment, log, refunds] = await Promise.all([
    db
      .select({ name: customerName, phone: customerPhone })
      .from(orders)
      .leftJoin(users, eq(users.uid, orders.uid))
      .where(eq(orders.id, id)),
    order.payment_id
      ? db
          .select()
          .from(payments)
          .where(eq(payments.id, order.payment_id))
          .then(([row]) => row)
      : undefined,
    db
      .select({ entry: orderStatusHistory, actorName: users.fullName })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.uid, orderStatusHistory.actorUid))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    readRefunds(db, 'store', id),
  ]);
  return {
    ...order,
    customer: { uid: order.userId, name: customer?.name ?? '', phone: customer?.phone ?? '' },
    payment: payment ? toOpsPayment(payment) : null,
    refunds: refunds.map(toRefund),
    refundablePaise: refundablePaise(payment, refunds),
    events: operatorEvents(order),
    log: log.map(({ entry, actorName }) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      actor: entry.actorUid ? { uid: entry.actorUid, name: actorName } : null,
      note: entry.note,
    })),
  };
}

/** The order `id` under its row lock; refused (not found) when there is none. */
async function lockedOrder(tx: Queryable, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, eq(orders.id, id));
  if (!order) throw refuse(FAILURE_CODES.notFound, ORDER_MESSAGES.notFound);
  return order;
}

const shipmentOf = (row: OrderRow) => ({
  status: row.status,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
});

/** Sends the order an operator's lifecycle event; a cancel of a paid order starts its full refund. */
export async function transitionOrder(
  db: Db,
  { actorUid, id, body }: OperatorAction<OpsOrderTransitionBody>,
): Promise<Outcome<{ status: OrderStatus; refundStarted: boolean }>> {
  await expireOverdueOrders(db, { id });
  return transactionOutcome(db, async (tx) => {
    const order = await lockedOrder(tx, id);
    const next = nextOrderStatus(order.status, order.paymentMethod, body.event);
    if (!next)
      throw refuse(FAILURE_CODES.conflict, OPS_MESSAGES.eventRefused(body.event, orderStatusLabel(order.status)));
    const note = body.note ?? null;
    const refundStarted = next === 'refunded' && order.paymentId !== null;
    if (refundStarted)
      await refundInFull(tx, order, order.paymentId!, {
        reason: note ?? REFUND_REASONS.cancelledByOperator,
        requestedBy: actorUid,
      });
    const changes = body.event === 'ship' ? { carrier: body.carrier, trackingNumber: body.trackingNumber } : {};
    const moved = await moveOrder(tx, order, body.event, changes, new Date(), { actorUid, note });
    await recordAudit(tx, {
      actorUid,
      action: 'order.transition',
      target: { kind: 'order', id },
      before: shipmentOf(order),
      after: { ...shipmentOf(moved), event: body.event, note },
    });
    return { status: moved.status, refundStarted };
  });
}

/** A partial or full refund of an order's captured payment, never more than what is left of it. */
export async function refundOrder(db: Db, refund: OperatorRefund): Promise<Outcome<Refund>> {
  return transactionOutcome(db, async (tx) => {
    const order = await lockedOrder(tx, refund.id);
    return refundPayment(tx, refund, { kind: 'store', paymentId: order.paymentId });
  });
}
