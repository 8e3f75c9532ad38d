// Payments of store orders: the checkout's signed reply, its failures, retries, cancellation
// (a refund when the order was paid) and the gateway's webhooks. The lifecycle machine decides
// every change; a payment id pays at most one order, ever.
import { eq } from 'drizzle-orm';
import type { OrderConfirmBody, PlacedOrder } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { nextOrderStatus, orderStatusLabel, type OrderLifecycleEventType } from '@machines/orderLifecycle';
import type { Db, Queryable } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { isPaymentSignatureValid } from '../../payments/signature';
import type { PaymentFacts } from '../../payments/webhookEvents';
import { REFUND_REASONS } from '../refunds/reasons';
import { committedRefundPaise, startRefund } from '../refunds/start';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { expireOverdueOrders, lockOwnOrder } from './access';
import { moveOrder } from './lifecycle';
import { paymentDeadline } from './place';
import { lockOrder, toPlacedOrder, type OrderRow } from './records';
import { reservationAvailable } from './reservation';

type CaptureOutcome = 'captured' | 'alreadyCaptured' | 'paymentReused' | 'refused';

/**
 * Starts the full refund of a paid order that ends, in the transaction that ends it; the refund
 * worker carries it to the gateway, so a slow or failing gateway never holds the change back.
 */
export async function refundInFull(
  tx: Queryable,
  order: OrderRow,
  paymentId: string,
  { reason, requestedBy }: { reason: string; requestedBy: string | null },
) {
  const left = order.totalPaise - (await committedRefundPaise(tx, paymentId));
  if (left > 0)
    await startRefund(tx, {
      subjectKind: 'store',
      subjectId: order.id,
      paymentId,
      amountPaise: left,
      reason,
      requestedBy,
    });
}

/**
 * Records a captured payment of the (locked) order and moves it on: created, or refunded at once
 * when the order had already ended, or when its stock or coupon use is gone after a failed attempt.
 */
async function capturePayment(
  tx: Queryable,
  gateway: PaymentGateway,
  order: OrderRow,
  payment: { id: string; amountPaise: number; signature: string | null },
): Promise<CaptureOutcome> {
  const [known] = await tx.select().from(payments).where(eq(payments.id, payment.id));
  if (known) return known.orderId === order.id && known.status !== 'failed' ? 'alreadyCaptured' : 'paymentReused';
  if (!allows(order, 'paymentCaptured')) return 'refused';
  await tx.insert(payments).values({
    id: payment.id,
    orderId: order.id,
    orderKind: 'store',
    gatewayOrderId: order.gatewayOrderId!,
    gateway: gateway.name,
    status: 'captured',
    amountPaise: payment.amountPaise,
    signature: payment.signature,
  });
  let current = order;
  // Paid after a failed attempt whose stock or coupon use has gone meanwhile: the order ends and
  // the money goes back.
  if (current.status === 'payment_failed' && !(await reservationAvailable(tx, current, new Date())))
    current = await moveOrder(tx, current, 'cancel');
  if (current.status === 'cancelled')
    await refundInFull(tx, current, payment.id, { reason: REFUND_REASONS.lateOrderPayment, requestedBy: null });
  await moveOrder(tx, current, 'paymentCaptured', { paymentId: payment.id });
  return 'captured';
}

const allows = (order: OrderRow, event: OrderLifecycleEventType) =>
  nextOrderStatus(order.status, order.paymentMethod, event) !== null;

/** The checkout's signed reply: the order is created only when the signature over its own gateway order holds. */
export function confirmOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  keySecret: string,
  { id, uid, body }: { id: string; uid: string; body: OrderConfirmBody },
): Promise<Outcome<void>> {
  const invalid = (message: string) => refuse(FAILURE_CODES.invalidInput, message);
  return outcomeOf(async () => {
    await expireOverdueOrders(db, { id });
    await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, id, uid);
      if (!order.gatewayOrderId) throw invalid(PAYMENT_MESSAGES.notAwaitingPayment);
      if (body.razorpay_order_id !== order.gatewayOrderId) throw invalid(PAYMENT_MESSAGES.wrongGatewayOrder);
      const signed = isPaymentSignatureValid(keySecret, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (!signed) throw invalid(PAYMENT_MESSAGES.paymentNotVerified);
      const outcome = await capturePayment(tx, gateway, order, {
        id: body.razorpay_payment_id,
        amountPaise: order.totalPaise,
        signature: body.razorpay_signature,
      });
      if (outcome === 'paymentReused') throw invalid(PAYMENT_MESSAGES.paymentReused);
      if (outcome === 'refused') throw invalid(PAYMENT_MESSAGES.notAwaitingPayment);
    });
  });
}

/** The shopper's checkout reported a failed attempt: the order waits for a retry, its reservation released. */
export function reportPaymentFailure(db: Db, { id, uid }: { id: string; uid: string }): Promise<Outcome<void>> {
  return outcomeOf(async () => {
    await expireOverdueOrders(db, { id });
    await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, id, uid);
      if (order.status === 'payment_failed') return;
      if (!allows(order, 'paymentFailed')) throw refuse(FAILURE_CODES.conflict, PAYMENT_MESSAGES.notAwaitingPayment);
      await moveOrder(tx, order, 'paymentFailed');
    });
  });
}

/** Pays again on the same gateway order: the stock and coupon use are taken again (refused when gone). */
export function retryOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  { id, uid }: { id: string; uid: string },
): Promise<Outcome<PlacedOrder>> {
  return outcomeOf(async () => {
    await expireOverdueOrders(db, { id });
    const order = await db.transaction(async (tx) => {
      const locked = await lockOwnOrder(tx, id, uid);
      if (locked.status === 'pending') return locked;
      if (locked.status !== 'payment_failed') throw refuse(FAILURE_CODES.conflict, ORDER_MESSAGES.retryNotAllowed);
      return moveOrder(tx, locked, 'paymentRetried', { expiresAt: paymentDeadline(new Date()) });
    });
    return toPlacedOrder(order, gateway.keyId);
  });
}

/** Cancels before shipping: an unpaid or cash-on-delivery order is cancelled, a paid one refunded; the stock returns. */
export function cancelOrder(db: Db, { id, uid }: { id: string; uid: string }): Promise<Outcome<void>> {
  return outcomeOf(async () => {
    await expireOverdueOrders(db, { id });
    await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, id, uid);
      const next = nextOrderStatus(order.status, order.paymentMethod, 'cancel');
      if (!next) throw refuse(FAILURE_CODES.conflict, ORDER_MESSAGES.cannotCancel(orderStatusLabel(order.status)));
      if (next === 'refunded')
        await refundInFull(tx, order, order.paymentId!, {
          reason: REFUND_REASONS.cancelledByShopper,
          requestedBy: null,
        });
      await moveOrder(tx, order, 'cancel');
    });
  });
}

/**
 * A verified webhook's payment, in whatever order events arrive: a capture creates the order
 * (when the amount is the order's), a failure marks it failed when it still waits. False when
 * no store order has this gateway order id.
 */
export async function applyPaymentEvent(db: Db, gateway: PaymentGateway, facts: PaymentFacts): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.gatewayOrderId, facts.gatewayOrderId));
    if (!order) return false;
    if (facts.status === 'captured') {
      if (facts.amountPaise === order.totalPaise)
        await capturePayment(tx, gateway, order, {
          id: facts.paymentId,
          amountPaise: facts.amountPaise,
          signature: null,
        });
      return true;
    }
    const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, facts.paymentId));
    if (known) return true;
    await tx.insert(payments).values({
      id: facts.paymentId,
      orderId: order.id,
      orderKind: 'store',
      gatewayOrderId: facts.gatewayOrderId,
      gateway: gateway.name,
      status: 'failed',
      amountPaise: facts.amountPaise,
    });
    if (allows(order, 'paymentFailed')) await moveOrder(tx, order, 'paymentFailed');
    return true;
  });
}
