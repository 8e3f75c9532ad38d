import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { CheckoutOutcome } from '@domain/payment';
import { orderDetailMachine } from '@machines/orderDetail.machine';
import { codOrder, onlineOrder, orderOf } from '../support/builders/orders';
import { childMachinesOn, gatewayPaymentOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const paidOrder = orderOf({ ...onlineOrder, status: 'created' });
const shippedOrder = orderOf({ ...onlineOrder, status: 'shipped' });
const refunded = orderOf({ ...onlineOrder, status: 'refunded' });
const cancelledCod = orderOf({ ...codOrder, status: 'cancelled' });
/** A failed online payment whose window is still open (and one whose window has closed). */
const FAR_FUTURE = '2999-01-01T00:00:00.000Z';
const failedPayment = orderOf({ ...onlineOrder, status: 'payment_failed' }, { expiresAt: FAR_FUTURE });
const windowClosed = orderOf({ ...onlineOrder, status: 'payment_failed' }, { expiresAt: '2000-01-01T00:00:00.000Z' });
const paid: CheckoutOutcome = {
  kind: 'paid',
  payment: { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_XYZ789', razorpay_signature: 'a'.repeat(64) },
};
const failed: CheckoutOutcome = { kind: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } };

const events = [
  actorDone('loadOrder', { success: true, data: paidOrder }),
  actorDone('loadOrder', { success: true, data: shippedOrder }),
  actorDone('loadOrder', { success: true, data: failedPayment }),
  actorDone('loadOrder', { success: true, data: windowClosed }),
  actorDone('loadOrder', { success: false, code: 'not_found', message: 'Order not found' }),
  actorDone('loadOrder', { success: false, code: 'unanswered', message: COMMON_MESSAGES.genericError }),
  actorFails('loadOrder', new Error('offline')),
  { type: 'retry' },
  { type: 'cancel' },
  { type: 'download', document: { kind: 'invoice' } },
  { type: 'download', document: { kind: 'creditNote', noteId: 3, number: 'CN/2026-27/00003' } },
  actorDone('cancelOrder', { success: true, data: refunded }),
  actorDone('cancelOrder', { success: true, data: cancelledCod }),
  actorDone('cancelOrder', {
    success: false,
    code: 'conflict',
    message: 'This order has shipped and can no longer be cancelled',
  }),
  actorFails('cancelOrder', new Error('offline')),
  actorDone('downloadDocument', undefined),
  actorFails('downloadDocument', new Error('offline')),
  { type: 'pay' },
  actorDone('retryPayment', { success: true, data: onlineOrder }),
  actorDone('retryPayment', { success: false, code: 'conflict', message: 'This order can no longer be paid for' }),
  actorFails('retryPayment', new Error('offline')),
  ...gatewayPaymentOutcomes(paidOrder),
  actorDone('reportPaymentFailed', { success: true, data: failedPayment }),
  actorFails('reportPaymentFailed', new Error('offline')),
  actorDone('reloadOrder', { success: true, data: paidOrder }),
  actorDone('reloadOrder', { success: false, code: 'unanswered', message: COMMON_MESSAGES.genericError }),
  actorFails('reloadOrder', new Error('offline')),
];
const input = { orderId: 'ord-1', userId: 'u1' };
const fakes = fakeActors(
  'loadOrder',
  'cancelOrder',
  'downloadDocument',
  'retryPayment',
  'gatewayPayment',
  'openGateway',
  'confirmPayment',
  'reportPaymentFailed',
);
/** The child machine stubbed by its outcomes, for the walk. */
const machine = orderDetailMachine.provide({ actors: fakes.actors });
/** The child machine run for real, for the scenarios. */
const withChildren = orderDetailMachine.provide({ actors: { ...fakes.actors, ...childMachinesOn(fakes) } });

describeGeneratedPaths('order detail machine (generated paths)', {
  logic: orderDetailMachine,
  machine,
  fakes,
  events,
  input,
  reaches: [
    'loading',
    'missing',
    'unavailable',
    { ready: 'idle' },
    { ready: 'cancelling' },
    { ready: 'downloading' },
    { ready: 'reopeningPayment' },
    { ready: 'paying' },
    { ready: 'reportingFailure' },
    { ready: 'reloading' },
  ],
  runsWhile: {
    loadOrder: 'loading',
    downloadDocument: { ready: 'downloading' },
    retryPayment: { ready: 'reopeningPayment' },
    gatewayPayment: { ready: 'paying' },
    reloadOrder: { ready: 'reloading' },
  },
  check: (snapshot) => {
    // A shipped order is never sent to be cancelled.
    if (snapshot.matches({ ready: 'cancelling' })) expect(snapshot.context.order.status).not.toBe('shipped');
    // Only an order whose payment window is open is paid for, and a new attempt starts without the old error.
    if (snapshot.matches({ ready: 'reopeningPayment' })) {
      expect(snapshot.context.order.expiresAt).toBe(FAR_FUTURE);
      expect(snapshot.context.failure).toBeNull();
    }
  },
});

describe('order detail scenarios', () => {
  it('cancels a paid order, which is refunded, and downloads its invoice', async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('loadOrder', { success: true, data: paidOrder });
    actor.send({ type: 'cancel' });
    expect(fakes.inputs('cancelOrder').at(-1)).toEqual({ orderId: 'ord-1', userId: 'u1' });
    await fakes.resolve('cancelOrder', { success: true, data: refunded });
    expect(actor.getSnapshot().context.order?.status).toBe('refunded');
    expect(toasts).toEqual([CHECKOUT_MESSAGES.orderRefunded]);
    actor.send({ type: 'download', document: { kind: 'invoice' } });
    expect(fakes.inputs('downloadDocument').at(-1)).toEqual({ orderId: 'ord-1', document: { kind: 'invoice' } });
    await fakes.reject('downloadDocument', new Error('offline'));
    expect(toasts.at(-1)).toBe(CHECKOUT_MESSAGES.invoiceFailed);
  });

  it('downloads a credit note, and says so when it cannot', async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('loadOrder', { success: true, data: refunded });
    const document = { kind: 'creditNote' as const, noteId: 7, number: 'CN/2026-27/00007' };
    actor.send({ type: 'download', document });
    expect(actor.getSnapshot().value).toEqual({ ready: 'downloading' });
    expect(fakes.inputs('downloadDocument').at(-1)).toEqual({ orderId: 'ord-1', document });
    await fakes.reject('downloadDocument', new Error('offline'));
    expect(toasts.at(-1)).toBe(CHECKOUT_MESSAGES.creditNoteFailed);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('does not offer to cancel a shipped order', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('loadOrder', { success: true, data: shippedOrder });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(fakes.isRunning('cancelOrder')).toBe(false);
  });
});

describe('paying from the order page', () => {
  it('pays a failed order again: the old error goes, the gateway opens on the reopened order, the order reloads', async () => {
    const { actor, toasts } = startWithToasts(withChildren, input);
    await fakes.resolve('loadOrder', { success: true, data: failedPayment });
    actor.send({ type: 'pay' });
    await fakes.resolve('retryPayment', { success: true, data: onlineOrder });
    expect(fakes.inputs('openGateway').at(-1)).toMatchObject({ order_id: 'order_ABC123', amount: 50000 });
    await fakes.resolve('openGateway', failed);
    expect(actor.getSnapshot().context.failure?.code).toBe('BAD_REQUEST_ERROR');
    expect(toasts).toEqual([COMMON_MESSAGES.paymentError]);
    await fakes.resolve('reportPaymentFailed', { success: true, data: failedPayment });
    await fakes.resolve('reloadOrder', { success: true, data: failedPayment });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });

    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await fakes.resolve('retryPayment', { success: true, data: onlineOrder });
    await fakes.resolve('openGateway', paid);
    expect(fakes.inputs('confirmPayment').at(-1)).toEqual({ purchaseId: 'ord-1', payment: paid.payment });
    await fakes.resolve('confirmPayment', { success: true, data: paidOrder });
    await fakes.resolve('reloadOrder', { success: true, data: paidOrder });
    expect(actor.getSnapshot().context.order?.status).toBe('created');
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.paymentCompleted);
  });

  it('does not offer to pay once the payment window has closed', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('loadOrder', { success: true, data: windowClosed });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(fakes.isRunning('retryPayment')).toBe(false);
  });
});
