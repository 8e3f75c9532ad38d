// The gateway payment machine in the tests of the machines that invoke it: their generated paths
// stub it by how it ends (every outcome it has); their scenarios run it for real, on the same
// fake actors as the parent (`openGateway`, `confirmPayment`).
import type { EventObject } from 'xstate';
import { confirmationRefused, GATEWAY_UNAVAILABLE } from '../../src/domain/payment';
import {
  gatewayPaymentMachine,
  type GatewayPaymentOutcome,
  type Purchase,
} from '../../src/machines/gatewayPayment.machine';
import type { FakeActors } from './fakeActors';
import { actorDone } from './paths';

/** Every way the payment can end, as the walk steps in which the invoked payment ends so. */
export function gatewayPaymentOutcomes(purchase: Purchase): EventObject[] {
  const outcomes: GatewayPaymentOutcome[] = [
    { kind: 'confirmed', purchase },
    { kind: 'unconfirmed' },
    { kind: 'refused', failure: confirmationRefused('The payment signature does not match') },
    { kind: 'failed', failure: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } },
    { kind: 'failed', failure: GATEWAY_UNAVAILABLE },
    { kind: 'dismissed' },
  ];
  return outcomes.map((outcome) => actorDone('gatewayPayment', outcome));
}

/** The real payment machine, its gateway and confirmation answered by `fakes`. */
export const gatewayPaymentOn = (fakes: FakeActors<string>) => gatewayPaymentMachine.provide({ actors: fakes.actors });
