import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@domain/cart';
import { ORDER_STATUSES, type OrderStatus } from '@domain/contract/commerce';
import { canCancelOrder, DELIVERY_STEPS, nextOrderStatus, orderStatusLabel } from '@machines/orderLifecycle';
import { orderLifecycleMachine, type OrderLifecycleEvent } from '@machines/orderLifecycle.machine';
import { describePath, generatePaths, replayPath } from '../support/paths';

const events: OrderLifecycleEvent[] = [
  { type: 'paymentCaptured' },
  { type: 'paymentFailed' },
  { type: 'paymentRetried' },
  { type: 'cashOnDeliveryConfirmed' },
  { type: 'paymentWindowExpired' },
  { type: 'cancel' },
  { type: 'pack' },
  { type: 'ship' },
  { type: 'deliver' },
];

const stateOf = (path: { state: { value: unknown } }) => path.state.value as OrderStatus;

describe('order lifecycle machine (generated paths)', () => {
  for (const paymentMethod of ['online', 'cod'] as const) {
    const input = { paymentMethod };
    const paths = generatePaths(orderLifecycleMachine, { events, input, kind: 'transitions' });

    it(`${paymentMethod}: reaches exactly the statuses an ${paymentMethod} order can have`, () => {
      const reached = new Set(paths.map(stateOf));
      const expected: OrderStatus[] =
        paymentMethod === 'online'
          ? [...ORDER_STATUSES]
          : ['pending', 'created', 'packed', 'shipped', 'delivered', 'cancelled'];
      expect(reached).toEqual(new Set(expected));
    });

    for (const path of paths) {
      it(`${paymentMethod}: ${describePath(path)}`, async () => {
        await replayPath(path, { machine: orderLifecycleMachine, input });
        const kinds = path.steps.map((step) => step.event.type);
        // A shipped order is never cancelled, and only a paid order ends refunded.
        if (kinds.includes('ship')) expect(['shipped', 'delivered']).toContain(stateOf(path));
        if (stateOf(path) === 'refunded') expect(paymentMethod).toBe('online');
        if (stateOf(path) === 'created')
          expect(kinds).toContain(paymentMethod === 'online' ? 'paymentCaptured' : 'cashOnDeliveryConfirmed');
      });
    }
  }
});

describe('order lifecycle questions', () => {
  const cases: [OrderStatus, PaymentMethod, OrderLifecycleEvent['type'], OrderStatus | null][] = [
    ['pending', 'online', 'paymentCaptured', 'created'],
    ['pending', 'cod', 'paymentCaptured', null],
    ['pending', 'cod', 'cashOnDeliveryConfirmed', 'created'],
    ['pending', 'online', 'cashOnDeliveryConfirmed', null],
    ['pending', 'online', 'paymentFailed', 'payment_failed'],
    ['payment_failed', 'online', 'paymentRetried', 'pending'],
    ['payment_failed', 'online', 'paymentCaptured', 'created'],
    ['pending', 'online', 'paymentWindowExpired', 'cancelled'],
    ['created', 'online', 'cancel', 'refunded'],
    ['packed', 'online', 'cancel', 'refunded'],
    ['created', 'cod', 'cancel', 'cancelled'],
    ['shipped', 'online', 'cancel', null],
    ['delivered', 'online', 'cancel', null],
    ['cancelled', 'online', 'paymentCaptured', 'refunded'],
    ['created', 'online', 'paymentCaptured', null],
    ['refunded', 'online', 'cancel', null],
  ];
  for (const [status, method, event, expected] of cases) {
    it(`${status} (${method}) on ${event} → ${expected ?? 'refused'}`, () => {
      expect(nextOrderStatus(status, method, event)).toBe(expected);
    });
  }

  it('lets the shopper cancel until the order ships', () => {
    expect(ORDER_STATUSES.filter((status) => canCancelOrder(status, 'online'))).toEqual([
      'pending',
      'created',
      'packed',
      'payment_failed',
    ]);
  });

  it('draws the delivery timeline from the machine, with a label for every status', () => {
    expect(DELIVERY_STEPS.map((step) => step.label)).toEqual([
      'Order placed',
      'Confirmed',
      'Packed',
      'Shipped',
      'Delivered',
    ]);
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).not.toBe(status);
  });
});
