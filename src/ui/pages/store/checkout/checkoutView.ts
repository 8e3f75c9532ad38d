// Reading the checkout machine for the page: which step shows, and what the review step is doing.
import type { SnapshotFrom } from 'xstate';
import type { CheckoutStep } from '@domain/checkout';
import type { checkoutMachine } from '@machines/checkout.machine';
import type { ReviewPhase } from './ReviewStep';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The step on screen; null while an unfinished payment is looked for. */
export function shownStep(snapshot: CheckoutSnapshot): CheckoutStep | null {
  if (snapshot.matches('resuming') || snapshot.status === 'done') return null;
  if (snapshot.matches({ steps: 'address' })) return 'address';
  if (snapshot.matches({ steps: 'payment' })) return 'payment';
  return 'review';
}

export function reviewPhase(snapshot: CheckoutSnapshot): ReviewPhase {
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches('paymentFailed')) return 'failed';
  // Reporting the failure; a retry is a new attempt, shown without the old error.
  if (snapshot.matches('reportingFailure')) return 'recovering';
  if (snapshot.matches({ steps: 'review' })) return 'review';
  return 'paying';
}
