import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { CheckoutOutcome } from '@domain/payment';
import { checkoutMachine, PAYMENT_TOAST, type CheckoutInput, type UnfinishedPayment } from '@machines/checkout.machine';
import { cartWith, codOrder, homeAddress, onlineOrder, orderOf } from '../support/builders/orders';
import { childMachinesOn, gatewayPaymentOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const paid: CheckoutOutcome = {
  kind: 'paid',
  payment: {
    razorpay_order_id: 'order_ABC123',
    razorpay_payment_id: 'pay_XYZ789',
    razorpay_signature: 'a'.repeat(64),
  },
};
const failed: CheckoutOutcome = {
  kind: 'failed',
  error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'bank', step: 'payment_authorization' },
};
const unfinished = (status: UnfinishedPayment['status'], paymentId: string | null = null): UnfinishedPayment => ({
  placed: onlineOrder,
  paymentId,
  status,
});

const events = [
  actorDone('findUnfinishedPayment', null),
  actorDone('findUnfinishedPayment', unfinished('pending')),
  actorDone('findUnfinishedPayment', unfinished('pending', 'pay_XYZ789')),
  actorDone('findUnfinishedPayment', unfinished('payment_failed')),
  actorDone('findUnfinishedPayment', unfinished('cancelled')),
  actorFails('findUnfinishedPayment', new Error('offline')),
  { type: 'step.requested', step: 'address' },
  { type: 'step.requested', step: 'review' },
  { type: 'address.confirmed', address: null },
  { type: 'address.confirmed', address: homeAddress },
  { type: 'method.chosen', method: 'cod' },
  { type: 'method.chosen', method: 'online' },
  { type: 'method.confirmed' },
  { type: 'cart.changed', cart: cartWith({ codAvailable: false }) },
  { type: 'place' },
  { type: 'retry' },
  actorDone('placeOrder', { success: true, data: codOrder }),
  actorDone('placeOrder', { success: true, data: onlineOrder }),
  actorDone('placeOrder', { success: false, code: 'out_of_stock', message: COMMON_MESSAGES.itemOutOfStock }),
  actorFails('placeOrder', new Error('offline')),
  ...gatewayPaymentOutcomes(orderOf({ ...onlineOrder, status: 'created' })),
  actorDone('reportPaymentFailed', undefined),
  actorFails('reportPaymentFailed', new Error('offline')),
  actorDone('retryPayment', { success: true, data: onlineOrder }),
  actorDone('retryPayment', { success: false, code: 'out_of_stock', message: COMMON_MESSAGES.itemOutOfStock }),
  actorFails('retryPayment', new Error('offline')),
  actorDone('cancelPayment', undefined),
  actorFails('cancelPayment', new Error('offline')),
] as EventObject[];

const input: CheckoutInput = { userId: 'u1', cart: cartWith(), address: null, step: 'address' };
const actorNames = [
  'findUnfinishedPayment',
  'placeOrder',
  'gatewayPayment',
  'openGateway',
  'confirmPayment',
  'reportPaymentFailed',
  'retryPayment',
  'cancelPayment',
] as const;

/**
 * The machine with fake actors (the payment stubbed by its outcomes for the walk, and run for real
 * for the scenarios), and a log of the device and navigation actions it asks for.
 */
function provided() {
  const fakes = fakeActors(...actorNames);
  const calls: string[] = [];
  const machine = checkoutMachine.provide({
    actors: fakes.actors,
    actions: {
      rememberOrder: (_, placed) => void calls.push(`remember ${placed._id}`),
      forgetOrder: () => void calls.push('forget'),
      reloadCart: () => void calls.push('reloadCart'),
      goToOrder: (_, orderId) => void calls.push(`goTo ${orderId}`),
    },
  });
  const payment = childMachinesOn(fakes).gatewayPayment.provide({
    actions: { rememberPayment: (_, paymentId) => void calls.push(`payment ${paymentId}`) },
  });
  const paying = machine.provide({ actors: { gatewayPayment: payment } });
  return { fakes, calls, machine, paying };
}

// States differ by where they are and by what the next step depends on; the ids of the order
// and the outcome details do not open new paths.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    address: snapshot.context.address !== null,
    method: snapshot.context.paymentMethod,
    cod: snapshot.context.cart?.totals.codAvailable,
    step: snapshot.context.requestedStep,
  });

describe('checkout machine (generated paths)', () => {
  const paths = generatePaths(checkoutMachine, {
    // A finished checkout takes no more events.
    events: (snapshot) => (snapshot.status === 'done' ? [] : events),
    input,
    kind: 'transitions',
    serializeState,
  });

  it(`reaches every state (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(
      new Set([
        '"resuming"',
        '{"steps":"address"}',
        '{"steps":"payment"}',
        '{"steps":"review"}',
        '"placing"',
        '"paying"',
        '"reportingFailure"',
        '"paymentFailed"',
        '"retrying"',
        '"cancelling"',
        '"done"',
      ]),
    );
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const { fakes, machine } = provided();
      await replayPath(path, {
        machine,
        fakes,
        input,
        project: (snapshot) => JSON.parse(serializeState(snapshot)) as unknown,
        check: (snapshot) => {
          // A step opens only when the steps before it are done.
          if (snapshot.matches({ steps: 'payment' })) expect(snapshot.context.address).not.toBeNull();
          if (snapshot.matches({ steps: 'review' }) || snapshot.matches('placing')) {
            expect(snapshot.context.address).not.toBeNull();
            expect(snapshot.context.paymentMethod).not.toBeNull();
          }
          // An order is placed only with what the review showed.
          if (snapshot.matches('placing'))
            expect(fakes.inputs('placeOrder').at(-1)).toMatchObject({
              address: snapshot.context.address,
              paymentMethod: snapshot.context.paymentMethod,
            });
          // One invocation at a time, each only in its state.
          expect(fakes.isRunning('placeOrder')).toBe(snapshot.matches('placing'));
          expect(fakes.isRunning('gatewayPayment')).toBe(snapshot.matches('paying'));
          expect(fakes.isRunning('retryPayment')).toBe(snapshot.matches('retrying'));
          expect(fakes.isRunning('cancelPayment')).toBe(snapshot.matches('cancelling'));
        },
      });
    });
  }
});

describe('checkout scenarios', () => {
  function start(overrides: Partial<CheckoutInput> = {}) {
    const { fakes, calls, paying } = provided();
    const actor = createActor(paying, { input: { ...input, ...overrides } }).start();
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.text));
    return { actor, fakes, calls, toasts };
  }

  async function toReview(run: ReturnType<typeof start>, method: 'online' | 'cod') {
    await run.fakes.resolve('findUnfinishedPayment', null);
    run.actor.send({ type: 'address.confirmed', address: homeAddress });
    run.actor.send({ type: 'method.chosen', method });
    run.actor.send({ type: 'method.confirmed' });
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'review' });
  }

  it('asks for a shipping address before the payment step', async () => {
    const run = start();
    await run.fakes.resolve('findUnfinishedPayment', null);
    run.actor.send({ type: 'address.confirmed', address: null });
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'address' });
    expect(run.toasts).toEqual([COMMON_MESSAGES.selectShippingAddress]);
    run.actor.send({ type: 'step.requested', step: 'review' });
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'address' });
  });

  it('opens the step the URL asks for when the steps before it are done', async () => {
    const run = start({ address: homeAddress, step: 'review' });
    await run.fakes.resolve('findUnfinishedPayment', null);
    // No payment method yet: the payment step is as far as it goes.
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'payment' });
    run.actor.send({ type: 'method.confirmed' });
    expect(run.toasts).toEqual([SITE_MESSAGES.chooseOption]);
  });

  it('offers cash on delivery only when the cart allows it', async () => {
    const run = start({ address: homeAddress, step: 'payment', cart: cartWith({ codAvailable: false }) });
    await run.fakes.resolve('findUnfinishedPayment', null);
    run.actor.send({ type: 'method.chosen', method: 'cod' });
    expect(run.actor.getSnapshot().context.paymentMethod).toBeNull();
  });

  it('places one order for a double click, with the cart coupon, and pays online', async () => {
    const run = start({ cart: { ...cartWith(), coupon: { couponId: 'WELCOME10', description: '', refusal: null } } });
    await toReview(run, 'online');
    run.actor.send({ type: 'place' });
    run.actor.send({ type: 'place' });
    expect(run.fakes.inputs('placeOrder')).toEqual([
      { userId: 'u1', address: homeAddress, paymentMethod: 'online', couponId: 'WELCOME10' },
    ]);
    await run.fakes.resolve('placeOrder', { success: true, data: onlineOrder });
    expect(run.fakes.inputs('openGateway')).toEqual([
      expect.objectContaining({ key: onlineOrder.key, order_id: onlineOrder.order_id, amount: onlineOrder.amount }),
    ]);
    await run.fakes.resolve('openGateway', paid);
    expect(run.fakes.inputs('confirmPayment')).toEqual([
      { purchaseId: 'ord-1', payment: paid.kind === 'paid' && paid.payment },
    ]);
    await run.fakes.resolve('confirmPayment', { success: true, data: orderOf({ ...onlineOrder, status: 'created' }) });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.toasts).toEqual([COMMON_MESSAGES.paymentCompleted]);
    expect(run.calls).toEqual(['remember ord-1', 'payment pay_XYZ789', 'forget', 'reloadCart', 'goTo ord-1']);
  });

  it('places a cash-on-delivery order straight away', async () => {
    const run = start();
    await toReview(run, 'cod');
    run.actor.send({ type: 'place' });
    await run.fakes.resolve('placeOrder', { success: true, data: codOrder });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.fakes.isRunning('openGateway')).toBe(false);
    expect(run.calls).toEqual(['reloadCart', 'goTo ord-2']);
  });

  it('reports a failed payment, then retries on the same order', async () => {
    const run = start();
    await toReview(run, 'online');
    run.actor.send({ type: 'place' });
    await run.fakes.resolve('placeOrder', { success: true, data: onlineOrder });
    await run.fakes.resolve('openGateway', failed);
    expect(run.toasts).toEqual([COMMON_MESSAGES.paymentError]);
    expect(run.fakes.inputs('reportPaymentFailed')).toEqual([
      { orderId: 'ord-1', userId: 'u1', error: failed.kind === 'failed' && failed.error },
    ]);
    await run.fakes.resolve('reportPaymentFailed', undefined);
    expect(run.actor.getSnapshot().value).toBe('paymentFailed');
    run.actor.send({ type: 'retry' });
    expect(run.fakes.inputs('retryPayment')).toEqual([{ orderId: 'ord-1', userId: 'u1' }]);
    await run.fakes.resolve('retryPayment', { success: true, data: onlineOrder });
    expect(run.fakes.inputs('openGateway')).toHaveLength(2);
    expect(run.fakes.inputs('openGateway')[1]).toEqual(run.fakes.inputs('openGateway')[0]);
  });

  it("gives a payment's outcomes one toast, so a retry that succeeds replaces the failed attempt's error", async () => {
    const run = start();
    const shown: { text: string; id?: string }[] = [];
    run.actor.on('toast', (event) => shown.push({ text: event.text, id: event.id }));
    await toReview(run, 'online');
    run.actor.send({ type: 'place' });
    await run.fakes.resolve('placeOrder', { success: true, data: onlineOrder });
    await run.fakes.resolve('openGateway', failed);
    await run.fakes.resolve('reportPaymentFailed', undefined);
    run.actor.send({ type: 'retry' });
    await run.fakes.resolve('retryPayment', { success: true, data: onlineOrder });
    await run.fakes.resolve('openGateway', paid);
    await run.fakes.resolve('confirmPayment', { success: true, data: orderOf({ ...onlineOrder, status: 'created' }) });
    expect(shown).toEqual([
      { text: COMMON_MESSAGES.paymentError, id: PAYMENT_TOAST },
      { text: COMMON_MESSAGES.paymentCompleted, id: PAYMENT_TOAST },
    ]);
  });

  it('cancels the order when the shopper closes the gateway', async () => {
    const run = start();
    const kinds: string[] = [];
    run.actor.on('toast', (toast) => kinds.push(toast.kind));
    await toReview(run, 'online');
    run.actor.send({ type: 'place' });
    await run.fakes.resolve('placeOrder', { success: true, data: onlineOrder });
    await run.fakes.resolve('openGateway', { kind: 'dismissed' });
    expect(run.toasts).toEqual([COMMON_MESSAGES.paymentCancelled]);
    // An error toast, as the product rules list it.
    expect(kinds).toEqual(['error']);
    expect(run.fakes.inputs('cancelPayment')).toEqual([{ orderId: 'ord-1', userId: 'u1' }]);
    await run.fakes.resolve('cancelPayment', undefined);
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'review' });
    expect(run.calls).toEqual(['remember ord-1', 'forget']);
  });

  it('shows the server refusal when the order cannot be placed', async () => {
    const run = start();
    await toReview(run, 'online');
    run.actor.send({ type: 'place' });
    await run.fakes.resolve('placeOrder', {
      success: false,
      code: 'out_of_stock',
      message: COMMON_MESSAGES.itemOutOfStock,
    });
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'review' });
    expect(run.toasts).toEqual([COMMON_MESSAGES.itemOutOfStock]);
  });

  it('after a reload, reopens the gateway on the order still awaiting payment', async () => {
    const run = start({ address: homeAddress });
    await run.fakes.resolve('findUnfinishedPayment', unfinished('pending'));
    expect(run.actor.getSnapshot().value).toBe('paying');
    expect(run.fakes.inputs('openGateway')).toEqual([expect.objectContaining({ order_id: onlineOrder.order_id })]);
    // Closed this time: back to the review of an online order, with the book's address.
    await run.fakes.resolve('openGateway', { kind: 'dismissed' });
    await run.fakes.resolve('cancelPayment', { success: true, data: orderOf({ ...onlineOrder, status: 'cancelled' }) });
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'review' });
  });

  it('after a reload, shows an order already paid and forgets it on the device', async () => {
    const run = start();
    await run.fakes.resolve('findUnfinishedPayment', unfinished('pending', 'pay_XYZ789'));
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.calls).toEqual(['forget', 'goTo ord-1']);
  });

  it('after a reload, cleans up an order that was cancelled meanwhile', async () => {
    const run = start();
    await run.fakes.resolve('findUnfinishedPayment', unfinished('cancelled'));
    expect(run.actor.getSnapshot().value).toEqual({ steps: 'address' });
    expect(run.calls).toEqual(['forget']);
  });
});
