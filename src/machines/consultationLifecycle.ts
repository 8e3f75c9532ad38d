// Questions the server and the consultation pages ask the consultation lifecycle machine.
import { transition } from 'xstate';
import type { ConsultationStatus } from '../domain/contract/consultations';
import { consultationLifecycleMachine, type ConsultationLifecycleEvent } from './consultationLifecycle.machine';

/** The status a consultation moves to on `event`, or null when the lifecycle does not allow it. */
export function nextConsultationStatus(
  status: ConsultationStatus,
  event: ConsultationLifecycleEvent,
): ConsultationStatus | null {
  const snapshot = consultationLifecycleMachine.resolveState({ value: status, context: undefined });
  if (!snapshot.can(event)) return null;
  const [next] = transition(consultationLifecycleMachine, snapshot, event);
  return next.value as ConsultationStatus;
}

/** The label the pages give a status. */
export function consultationStatusLabel(status: ConsultationStatus): string {
  return (consultationLifecycleMachine.states[status]?.meta as { label: string } | undefined)?.label ?? status;
}
