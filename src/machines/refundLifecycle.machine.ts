// A refund's life, from the change that starts it to the gateway's last word. The server's
// refund worker asks this machine before every status change; the desk and the order page
// read a refund's state through the same states (their words are in src/domain/refund.ts).
import { setup } from 'xstate';

export type RefundLifecycleEvent =
  /** A gateway call failed for a reason that may pass (down, slow, busy): ask again later. */
  | { type: 'attemptFailed' }
  /** The gateway answered with its refund, or its signed `refund.processed` webhook arrived. */
  | { type: 'gatewayProcessed' }
  /** The gateway refused the refund for good (e.g. the payment cannot be refunded). */
  | { type: 'gatewayRefused' };

export const refundLifecycleMachine = setup({
  types: {
    events: {} as RefundLifecycleEvent,
  },
}).createMachine({
  id: 'refundLifecycle',
  initial: 'pending',
  states: {
    pending: {
      on: {
        // The refund stays pending; the worker tries again after its backoff.
        attemptFailed: 'pending',
        gatewayProcessed: 'processed',
        gatewayRefused: 'failed',
      },
    },
    processed: { type: 'final' },
    failed: { type: 'final' },
  },
});
