import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsDoctorsMachine } from '@machines/opsDoctors.machine';
import { anOpsApplication } from '../support/builders/ops';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const pending = anOpsApplication();
const verified = { ...pending, status: 'verified' as const, decidedAt: '2026-11-21T10:00:00.000Z' };
const page = { items: [pending], total: 1, start: 0, limit: 100 };
const emptyPage = { items: [], total: 0, start: 0, limit: 100 };
const granted = { kind: 'granted' };
const refusal = OPS_MESSAGES.applicationDecided('rejected');
const reject = { kind: 'reject' as const, reason: 'Registration not found' };

const events = [
  ...pagedListOutcomes(page),
  { type: 'retry' },
  { type: 'filter', status: 'rejected' },
  { type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } },
  actorDone('decideApplication', { success: true, data: verified }),
  actorDone('decideApplication', { success: false, message: refusal }),
  actorFails('decideApplication', new Error('offline')),
];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage', 'decideApplication');
const machine = opsDoctorsMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid', status: 'pending' as const };

describeGeneratedPaths('operator doctor applications machine (generated paths)', {
  logic: opsDoctorsMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, page: snapshot.context.page !== null }),
  runsWhile: {
    pagedList: 'loading',
    decideApplication: { ready: 'deciding' },
  },
});

describe('operator doctor applications scenarios', () => {
  it('lists the pending applications, verifies one, says so and loads the list again', async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').at(-1)).toBe('pending');
    await fakes.resolve('loadPage', page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({
      applicationId: pending._id,
      decision: { kind: 'verify' },
    });
    await fakes.resolve('decideApplication', { success: true, data: verified });
    expect(toasts).toEqual([OPS_MESSAGES.applicationDecidedNow(verified)]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await fakes.resolve('loadPage', emptyPage);
    expect(actor.getSnapshot().context.page).toEqual(emptyPage);
  });

  it("says the server's reason when another operator decided first, and loads the list again", async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: reject });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({ applicationId: pending._id, decision: reject });
    await fakes.resolve('decideApplication', { success: false, message: refusal });
    expect(toasts).toEqual([refusal]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('a status chosen while the list loads loads that status instead', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    actor.send({ type: 'filter', status: 'rejected' });
    // No page has loaded yet, so the new list asks for the roles again.
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').slice(-2)).toEqual(['pending', 'rejected']);
    expect(actor.getSnapshot().context.status).toBe('rejected');
  });
});
