// Questions the server and the desk ask the refund lifecycle machine.
import { transition } from 'xstate';
import type { RefundStatus } from '@domain/refund';
import { refundLifecycleMachine, type RefundLifecycleEvent } from './refundLifecycle.machine';

export type RefundLifecycleEventType = RefundLifecycleEvent['type'];

/** The status a refund moves to on `event`, or null when the lifecycle does not allow it. */
export function nextRefundStatus(status: RefundStatus, event: RefundLifecycleEventType): RefundStatus | null {
  const snapshot = refundLifecycleMachine.resolveState({ value: status, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(refundLifecycleMachine, snapshot, { type: event });
  return next.value as RefundStatus;
}
