// Questions the server and the order page ask the order lifecycle machine.
import { transition } from 'xstate';
import type { PaymentMethod } from '@domain/cart';
import type { OrderStatus } from '@domain/contract/commerce';
import { orderLifecycleMachine, type OrderLifecycleEvent } from './orderLifecycle.machine';

export type OrderLifecycleEventType = OrderLifecycleEvent['type'];

/** The status an order moves to on `event`, or null when the lifecycle does not allow it. */
export function nextOrderStatus(
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  event: OrderLifecycleEventType,
): OrderStatus | null {
  const snapshot = orderLifecycleMachine.resolveState({ value: status, context: { paymentMethod } });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(orderLifecycleMachine, snapshot, { type: event });
  return next.value as OrderStatus;
}

/** Whether the shopper may cancel the order now (before it ships). */
export function canCancelOrder(status: OrderStatus, paymentMethod: PaymentMethod): boolean {
  return nextOrderStatus(status, paymentMethod, 'cancel') !== null;
}

/** The delivery steps every order walks when all goes well, in order, with their labels. */
export const DELIVERY_STEPS = (['pending', 'created', 'packed', 'shipped', 'delivered'] as const).map((status) => ({
  status,
  label: (orderLifecycleMachine.states[status]?.meta as { timeline: string }).timeline,
}));

/** The label the timeline gives a status. */
export function orderStatusLabel(status: OrderStatus): string {
  return (orderLifecycleMachine.states[status]?.meta as { timeline: string } | undefined)?.timeline ?? status;
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this status, if the history says. */
  at: string | null;
  /** Whether the order has reached this step (a cash-on-delivery order skips "Order placed"'s wait). */
  reached: boolean;
}

/**
 * The order page's timeline: the delivery steps with the dates the order reached them; an order
 * that left the delivery path (payment failed, cancelled, refunded) ends with where it is now.
 */
export function orderTimeline(
  status: OrderStatus,
  history: readonly { status: OrderStatus; at: string }[],
): TimelineStep[] {
  const reachedAt = (step: OrderStatus) => history.findLast((entry) => entry.status === step)?.at ?? null;
  const current = DELIVERY_STEPS.findIndex((step) => step.status === status);
  const steps = DELIVERY_STEPS.map((step, index) => ({
    ...step,
    at: reachedAt(step.status),
    reached: current >= 0 && index <= current,
  }));
  if (current >= 0) return steps;
  // Off the path: the steps it did reach, then where it is now.
  return [
    ...steps.filter((step) => step.at !== null).map((step) => ({ ...step, reached: true })),
    { status, label: orderStatusLabel(status), at: reachedAt(status), reached: true },
  ];
}

/**
 * Whether the shopper may pay for the order now: it waits for an online payment (placed, or
 * after a failed attempt) and its payment window is still open.
 */
export function canPayNow(
  order: { status: OrderStatus; paymentMethod: PaymentMethod; expiresAt: string | null },
  now: number,
): boolean {
  return (
    order.expiresAt !== null &&
    Date.parse(order.expiresAt) > now &&
    nextOrderStatus(order.status, order.paymentMethod, 'paymentWindowExpired') !== null
  );
}
