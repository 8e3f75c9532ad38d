// Questions the server and the consultation pages ask the consultation lifecycle machine.
import { transition } from 'xstate';
import type { ConsultationStatus } from '@domain/contract/consultations';
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

type StatusMeta = { label: string; doctorLabel?: string };

/** The label the pages give a status: the patient's, or on the doctor's desk the doctor's where it differs. */
export function consultationStatusLabel(status: ConsultationStatus, reader: 'patient' | 'doctor' = 'patient'): string {
  const meta = consultationLifecycleMachine.states[status]?.meta as StatusMeta | undefined;
  if (!meta) return status;
  return reader === 'doctor' ? (meta.doctorLabel ?? meta.label) : meta.label;
}
