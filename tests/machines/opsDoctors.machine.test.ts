import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '../../src/domain/ops';
import { opsDoctorsMachine } from '../../src/machines/opsDoctors.machine';
import { anOpsApplication } from '../support/builders/ops';
import { roleAccessOutcomes } from '../support/childMachines';
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
  ...roleAccessOutcomes({ roles: [], application: null }),
  actorDone('loadApplications', page),
  actorDone('loadApplications', undefined),
  actorFails('loadApplications', new Error('offline')),
  { type: 'retry' },
  { type: 'filter', status: 'rejected' },
  { type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } },
  actorDone('decideApplication', { success: true, data: verified }),
  actorDone('decideApplication', { success: false, message: refusal }),
  actorFails('decideApplication', new Error('offline')),
];
const fakes = fakeActors('roleAccess', 'loadApplications', 'decideApplication');
const machine = opsDoctorsMachine.provide({ actors: fakes.actors });
const input = { uid: 'operator-uid', status: 'pending' as const };

describeGeneratedPaths('operator doctor applications machine (generated paths)', {
  logic: opsDoctorsMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, page: snapshot.context.page !== null }),
  runsWhile: {
    roleAccess: 'checkingRole',
    loadApplications: 'loading',
    decideApplication: { ready: 'deciding' },
  },
});

describe('operator doctor applications scenarios', () => {
  it('lists the pending applications, verifies one, says so and loads the list again', async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadApplications').at(-1)).toBe('pending');
    await fakes.resolve('loadApplications', page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({
      applicationId: pending._id,
      decision: { kind: 'verify' },
    });
    await fakes.resolve('decideApplication', { success: true, data: verified });
    expect(toasts).toEqual([OPS_MESSAGES.applicationDecidedNow(verified)]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await fakes.resolve('loadApplications', emptyPage);
    expect(actor.getSnapshot().context.page).toEqual(emptyPage);
  });

  it("says the server's reason when another operator decided first, and loads the list again", async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadApplications', page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: reject });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({ applicationId: pending._id, decision: reject });
    await fakes.resolve('decideApplication', { success: false, message: refusal });
    expect(toasts).toEqual([refusal]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('a status chosen while the list loads loads that status instead', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    actor.send({ type: 'filter', status: 'rejected' });
    expect(fakes.inputs('loadApplications').slice(-2)).toEqual(['pending', 'rejected']);
    expect(actor.getSnapshot().context.status).toBe('rejected');
  });
});
