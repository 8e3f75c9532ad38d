// The child machines (the gateway payment, the next free day) in the tests of the machines that
// invoke them: their generated paths stub a child by how it ends (every outcome it has); their
// scenarios run it for real, on the same fake actors as the parent (`openGateway`,
// `confirmPayment`, `findNextFreeSlot`).
import type { EventObject } from 'xstate';
import { confirmationRefused, GATEWAY_UNAVAILABLE } from '../../src/domain/payment';
import {
  gatewayPaymentMachine,
  type GatewayPaymentOutcome,
  type Purchase,
} from '../../src/machines/gatewayPayment.machine';
import { nextFreeDayMachine } from '../../src/machines/nextFreeDay.machine';
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

/** Both ways the look-ahead can end: with `date`, or with no later day. */
export function nextFreeDayOutcomes(date: string): EventObject[] {
  return [actorDone('nextFreeDay', date), actorDone('nextFreeDay', null)];
}

/** The real child machines, their own actors answered by `fakes`. */
export function childMachinesOn(fakes: FakeActors<string>) {
  return {
    gatewayPayment: gatewayPaymentMachine.provide({ actors: fakes.actors }),
    nextFreeDay: nextFreeDayMachine.provide({ actors: fakes.actors }),
  };
}
