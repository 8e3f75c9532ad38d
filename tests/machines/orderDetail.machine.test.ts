import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout';
import { orderDetailMachine } from '../../src/machines/orderDetail.machine';
import { codOrder, onlineOrder, orderOf } from '../support/builders/orders';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
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

describe('order detail machine (generated paths)', () => {
  const paths = generatePaths(orderDetailMachine, { events, input, kind: 'transitions' });
  it(`reaches every state (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(
      new Set([
        '"loading"',
        '"missing"',
        '"unavailable"',
        '{"ready":"idle"}',
        '{"ready":"cancelling"}',
        '{"ready":"downloading"}',
      ]),
    );
  });
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        input,
        check: (snapshot) => {
          // A shipped order is never sent to be cancelled.
          if (snapshot.matches({ ready: 'cancelling' })) expect(snapshot.context.order.status).not.toBe('shipped');
          expect(fakes.isRunning('loadOrder')).toBe(snapshot.matches('loading'));
          expect(fakes.isRunning('downloadInvoice')).toBe(snapshot.matches({ ready: 'downloading' }));
        },
      });
    });
  }
});

describe('order detail scenarios', () => {
  it('cancels a paid order, which is refunded, and downloads its invoice', async () => {
    const actor = createActor(machine, { input }).start();
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.text));
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
