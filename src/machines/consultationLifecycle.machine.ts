// A consultation's life, from holding a slot to its end. The server asks this machine before
// every status change; the patient's and the doctor's pages draw their badges from the same states.
import { setup } from 'xstate';

export type ConsultationLifecycleEvent =
  /** The gateway captured the fee (browser or webhook). */
  | { type: 'paymentCaptured' }
  /** The unpaid hold ran out; the slot is free again. */
  | { type: 'holdExpired' }
  /** The patient cancels; `refundPaise` is what the refund rule returns (0 when none is due). */
  | { type: 'cancel'; refundPaise: number }
  /** The patient moves a booked consultation to another slot of the same doctor. */
  | { type: 'reschedule' }
  /** The doctor marks the consultation as held. */
  | { type: 'complete' }
  /** The doctor marks that the patient did not join. */
  | { type: 'markNoShow' };

export const consultationLifecycleMachine = setup({
  types: {
    events: {} as ConsultationLifecycleEvent,
  },
  guards: {
    refundDue: ({ event }) => event.type === 'cancel' && event.refundPaise > 0,
  },
}).createMachine({
  id: 'consultationLifecycle',
  initial: 'pending',
  states: {
    pending: {
      meta: { label: 'Awaiting payment' },
      on: {
        paymentCaptured: 'booked',
        holdExpired: 'expired',
        cancel: 'cancelled',
      },
    },
    booked: {
      meta: { label: 'Booked' },
      on: {
        // The slot moves; the status stays.
        reschedule: 'booked',
        cancel: [{ guard: 'refundDue', target: 'refunded' }, { target: 'cancelled' }],
        complete: 'completed',
        markNoShow: 'no_show',
      },
    },
    completed: { meta: { label: 'Completed' }, type: 'final' },
    // The patient missed it; the doctor's desk calls it a no-show.
    no_show: { meta: { label: 'Missed', doctorLabel: 'No-show' }, type: 'final' },
    cancelled: {
      meta: { label: 'Cancelled' },
      // A payment that lands after the booking ended is refunded at once.
      on: { paymentCaptured: 'refunded' },
    },
    expired: {
      meta: { label: 'Expired' },
      on: { paymentCaptured: 'refunded' },
    },
    refunded: { meta: { label: 'Refunded' }, type: 'final' },
  },
});
