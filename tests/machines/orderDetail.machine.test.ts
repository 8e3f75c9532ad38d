import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout';
import { orderDetailMachine } from '../../src/machines/orderDetail.machine';
import { codOrder, onlineOrder, orderOf } from '../support/builders/orders';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const paidOrder = orderOf({ ...onlineOrder, status: 'created' });
const shippedOrder = orderOf({ ...onlineOrder, status: 'shipped' });
const refunded = orderOf({ ...onlineOrder, status: 'refunded' });
const cancelledCod = orderOf({ ...codOrder, status: 'cancelled' });

const events = [
  actorDone('loadOrder', paidOrder),
  actorDone('loadOrder', shippedOrder),
  actorDone('loadOrder', null),
  actorDone('loadOrder', undefined),
  actorFails('loadOrder', new Error('offline')),
  { type: 'retry' },
  { type: 'cancel' },
  { type: 'download' },
  actorDone('cancelOrder', { success: true, data: refunded }),
  actorDone('cancelOrder', { success: true, data: cancelledCod }),
  actorDone('cancelOrder', { success: false, message: 'This order has shipped and can no longer be cancelled' }),
  actorFails('cancelOrder', new Error('offline')),
  actorDone('downloadInvoice', undefined),
  actorFails('downloadInvoice', new Error('offline')),
];
const input = { orderId: 'ord-1', userId: 'u1' };
const fakes = fakeActors('loadOrder', 'cancelOrder', 'downloadInvoice');
const machine = orderDetailMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('order detail machine (generated paths)', {
  logic: orderDetailMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['loading', 'missing', 'unavailable', { ready: 'idle' }, { ready: 'cancelling' }, { ready: 'downloading' }],
  runsWhile: { loadOrder: 'loading', downloadInvoice: { ready: 'downloading' } },
  check: (snapshot) => {
    // A shipped order is never sent to be cancelled.
    if (snapshot.matches({ ready: 'cancelling' })) expect(snapshot.context.order.status).not.toBe('shipped');
  },
});

describe('order detail scenarios', () => {
  it('cancels a paid order, which is refunded, and downloads its invoice', async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('loadOrder', paidOrder);
    actor.send({ type: 'cancel' });
    expect(fakes.inputs('cancelOrder').at(-1)).toEqual({ orderId: 'ord-1', userId: 'u1' });
    await fakes.resolve('cancelOrder', { success: true, data: refunded });
    expect(actor.getSnapshot().context.order?.status).toBe('refunded');
    expect(toasts).toEqual([CHECKOUT_MESSAGES.orderRefunded]);
    actor.send({ type: 'download' });
    expect(fakes.inputs('downloadInvoice').at(-1)).toBe('ord-1');
    await fakes.reject('downloadInvoice', new Error('offline'));
    expect(toasts.at(-1)).toBe(CHECKOUT_MESSAGES.invoiceFailed);
  });

  it('does not offer to cancel a shipped order', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('loadOrder', shippedOrder);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(fakes.isRunning('cancelOrder')).toBe(false);
  });
});
