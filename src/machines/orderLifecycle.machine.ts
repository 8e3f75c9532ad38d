// An order's life, from placing it to its delivery or its end. The server asks this machine
// before every status change; the order page draws its timeline from the same states.
import { setup } from 'xstate';
import type { PaymentMethod } from '@domain/cart';

export interface OrderLifecycleContext {
  paymentMethod: PaymentMethod;
}

export type OrderLifecycleEvent =
  /** The gateway captured the payment (browser or webhook). */
  | { type: 'paymentCaptured' }
  /** A payment attempt failed; the reservation is released. */
  | { type: 'paymentFailed' }
  /** The shopper tries to pay again on the same order; the stock is reserved again. */
  | { type: 'paymentRetried' }
  /** A cash-on-delivery order is confirmed as soon as it is placed. */
  | { type: 'cashOnDeliveryConfirmed' }
  /** The payment window passed without a payment. */
  | { type: 'paymentWindowExpired' }
  | { type: 'cancel' }
  | { type: 'pack' }
  | { type: 'ship' }
  | { type: 'deliver' };

export const orderLifecycleMachine = setup({
  types: {
    input: {} as OrderLifecycleContext,
    context: {} as OrderLifecycleContext,
    events: {} as OrderLifecycleEvent,
  },
  guards: {
    paidOnline: ({ context }) => context.paymentMethod === 'online',
    cashOnDelivery: ({ context }) => context.paymentMethod === 'cod',
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      meta: { timeline: 'Order placed' },
      on: {
        paymentCaptured: { guard: 'paidOnline', target: 'created' },
        cashOnDeliveryConfirmed: { guard: 'cashOnDelivery', target: 'created' },
        paymentFailed: { guard: 'paidOnline', target: 'payment_failed' },
        paymentWindowExpired: { guard: 'paidOnline', target: 'cancelled' },
        cancel: 'cancelled',
      },
    },
    payment_failed: {
      meta: { timeline: 'Payment failed' },
      on: {
        paymentRetried: 'pending',
        // A later attempt on the same gateway order succeeded before the shopper came back.
        paymentCaptured: 'created',
        paymentWindowExpired: 'cancelled',
        cancel: 'cancelled',
      },
    },
    created: {
      meta: { timeline: 'Confirmed' },
      on: {
        pack: 'packed',
        cancel: [{ guard: 'paidOnline', target: 'refunded' }, { target: 'cancelled' }],
      },
    },
    packed: {
      meta: { timeline: 'Packed' },
      on: {
        ship: 'shipped',
        cancel: [{ guard: 'paidOnline', target: 'refunded' }, { target: 'cancelled' }],
      },
    },
    shipped: {
      meta: { timeline: 'Shipped' },
      on: { deliver: 'delivered' },
    },
    delivered: { meta: { timeline: 'Delivered' }, type: 'final' },
    cancelled: {
      meta: { timeline: 'Cancelled' },
      // A payment that lands after the order ended is refunded at once.
      on: { paymentCaptured: { guard: 'paidOnline', target: 'refunded' } },
    },
    refunded: { meta: { timeline: 'Refunded' }, type: 'final' },
  },
});
