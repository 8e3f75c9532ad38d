// The child machines (the gateway payment, the next free day, the role check, the desk list) in the tests of the machines that
// invoke them: their generated paths stub a child by how it ends (every outcome it has); their
// scenarios run it for real, on the same fake actors as the parent (`openGateway`,
// `confirmPayment`, `findNextFreeSlot`, `roleAccess` and `loadPage` under the desk list).
import { fromPromise, type EventObject } from 'xstate';
import type { Permission } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import { confirmationRefused, GATEWAY_UNAVAILABLE } from '@domain/payment';
import { deskListMachine } from '@machines/deskList.machine';
import { gatewayPaymentMachine, type GatewayPaymentOutcome, type Purchase } from '@machines/gatewayPayment.machine';
import { nextFreeDayMachine } from '@machines/nextFreeDay.machine';
import { roleAccessMachine, type RoleAccess } from '@machines/roleAccess.machine';
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

/** Every way the role check can end, refused once for each of `refused` (roles and application). */
export function roleAccessOutcomes(...refused: Permission[]): EventObject[] {
  const outcomes: RoleAccess[] = [
    { kind: 'granted' },
    ...refused.map((permission) => ({ kind: 'refused' as const, permission })),
    { kind: 'unavailable' },
  ];
  return outcomes.map((outcome) => actorDone('roleAccess', outcome));
}

/** The real role check, the user's roles answered by `loadRoles` (for the pages' tests). */
export function roleAccessAnswering(loadRoles: () => Promise<ApiResult<Permission>>) {
  return roleAccessMachine.provide({ actors: { loadRoles: fromPromise(loadRoles) } });
}

/** The real child machines, their own actors answered by `fakes`. */
export function childMachinesOn(fakes: FakeActors<string>) {
  return {
    gatewayPayment: gatewayPaymentMachine.provide({ actors: fakes.actors }),
    nextFreeDay: nextFreeDayMachine.provide({ actors: fakes.actors }),
    roleAccess: roleAccessMachine.provide({ actors: fakes.actors }),
    deskList: deskListMachine.provide({ actors: fakes.actors }),
  };
}
