// Questions the server and the order page ask the order lifecycle machine.
import { transition } from 'xstate';
import type { PaymentMethod } from '../domain/cart';
import type { OrderStatus } from '../domain/contract/commerce';
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
