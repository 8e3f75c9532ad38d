import { describe, expect, it } from 'vitest';
import type { Order } from '@domain/contract/commerce';
import { GATEWAY_UNAVAILABLE, type CheckoutOutcome, type CheckoutRequest } from '@domain/payment';
import { gatewayPaymentMachine, type GatewayPaymentInput } from '@machines/gatewayPayment.machine';
import { onlineOrder, orderOf } from '../support/builders/orders';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const request: CheckoutRequest = {
  key: 'rzp_test_sandbox',
  order_id: 'order_ABC123',
  amount: 50_000,
  currency: 'INR',
  name: 'Ojas',
  description: 'Order ord-1',
};
const input: GatewayPaymentInput = { purchaseId: 'ord-1', request };
const paid: CheckoutOutcome = {
  kind: 'paid',
  payment: { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_XYZ789', razorpay_signature: 'a'.repeat(64) },
};
const declined = { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' };
const confirmedOrder: Order = orderOf({ ...onlineOrder, status: 'created' });

const events = [
  actorDone('openGateway', paid),
  actorDone('openGateway', { kind: 'failed', error: declined }),
  actorDone('openGateway', { kind: 'dismissed' }),
  actorFails('openGateway', new Error('Checkout.js could not be loaded')),
  actorDone('confirmPayment', { success: true, data: confirmedOrder }),
  actorDone('confirmPayment', { success: false, code: 'conflict', message: 'The payment could not be verified' }),
  actorFails('confirmPayment', new Error('offline')),
];
const fakes = fakeActors('openGateway', 'confirmPayment');
const machine = gatewayPaymentMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('gateway payment machine (generated paths)', {
  logic: gatewayPaymentMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['inGateway', 'confirming', 'confirmed', 'unconfirmed', 'refused', 'failed', 'dismissed'],
  runsWhile: { openGateway: 'inGateway', confirmPayment: 'confirming' },
  check: (snapshot) => {
    // Only a payment the gateway took is confirmed, and it is confirmed for this purchase.
    if (snapshot.matches('confirming'))
      expect(fakes.inputs('confirmPayment').at(-1)).toEqual({ purchaseId: 'ord-1', payment: paid.payment });
  },
});

describe('how a payment ends', () => {
  async function end(...answers: [string, 'resolve' | 'reject', unknown][]) {
    const remembered: string[] = [];
    const actor = createActor(
      machine.provide({ actions: { rememberPayment: (_, paymentId) => void remembered.push(paymentId) } }),
      { input },
    ).start();
    for (const [id, how, value] of answers) await fakes[how](id, value);
    return { output: actor.getSnapshot().output, remembered };
  }

  it('opens the gateway with the request, and a confirmed payment ends with the purchase as the server has it', async () => {
    const ending = end(
      ['openGateway', 'resolve', paid],
      ['confirmPayment', 'resolve', { success: true, data: confirmedOrder }],
    );
    const { output, remembered } = await ending;
    expect(fakes.inputs('openGateway').at(-1)).toEqual(request);
    expect(output).toEqual({ kind: 'confirmed', purchase: confirmedOrder });
    // The payment the gateway took is kept before the server is asked, for a reload meanwhile.
    expect(remembered).toEqual(['pay_XYZ789']);
  });

  it('says why it failed: declined, the window never opened, or refused by the server', async () => {
    expect((await end(['openGateway', 'resolve', { kind: 'failed', error: declined }])).output).toEqual({
      kind: 'failed',
      failure: declined,
    });
    expect((await end(['openGateway', 'reject', new Error('blocked')])).output).toEqual({
      kind: 'failed',
      failure: GATEWAY_UNAVAILABLE,
    });
    const refused = await end(
      ['openGateway', 'resolve', paid],
      ['confirmPayment', 'resolve', { success: false, code: 'conflict', message: 'The payment could not be verified' }],
    );
    expect(refused.output).toEqual({
      kind: 'refused',
      failure: { code: 'CONFIRMATION_REFUSED', description: 'The payment could not be verified' },
    });
  });

  it('a closed window and an unanswered confirmation end without a failure', async () => {
    expect((await end(['openGateway', 'resolve', { kind: 'dismissed' }])).output).toEqual({ kind: 'dismissed' });
    const unanswered = await end(['openGateway', 'resolve', paid], ['confirmPayment', 'reject', new Error('offline')]);
    expect(unanswered.output).toEqual({ kind: 'unconfirmed' });
  });
});
