import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsDoctorsMachine } from '@machines/opsDoctors.machine';
import { replyOf } from '../support/apiReplies';
import { anOpsApplication } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const pending = anOpsApplication();
const verified = { ...pending, status: 'verified' as const, decidedAt: '2026-11-21T10:00:00.000Z' };
const page = { items: [pending], total: 1, start: 0, limit: 100 };
const emptyPage = { items: [], total: 0, start: 0, limit: 100 };
const refusal = OPS_MESSAGES.applicationDecided('rejected');
const reject = { kind: 'reject' as const, reason: 'Registration not found' };

const events = [
  { type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } },
  actorDone('decideApplication', { success: true, data: verified }),
  actorDone('decideApplication', { success: false, message: refusal }),
  actorFails('decideApplication', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'decideApplication');
const machine = opsDoctorsMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid', status: 'pending' as const };

describeGeneratedPaths('operator doctor applications machine (generated paths)', {
  logic: opsDoctorsMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['idle', 'deciding'],
  runsWhile: { decideApplication: 'deciding' },
});

describe('operator doctor applications scenarios', () => {
  it('lists the pending applications, verifies one, says so and loads the list again', async () => {
    const { actor, toasts, list } = await startListed(listing, input, fakes, page);
    expect(fakes.inputs('loadPage').at(-1)).toBe('pending');
    actor.send({ type: 'decide', applicationId: pending._id, decision: { kind: 'verify' } });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({
      applicationId: pending._id,
      decision: { kind: 'verify' },
    });
    await fakes.resolve('decideApplication', { success: true, data: verified });
    expect(toasts).toEqual([OPS_MESSAGES.applicationDecidedNow(verified)]);
    expect(list().value).toBe('loading');
    await fakes.resolve('loadPage', replyOf(emptyPage));
    expect(list().page).toEqual(emptyPage);
  });

  it("says the server's reason when another operator decided first, and loads the list again", async () => {
    const { actor, toasts, list } = await startListed(listing, input, fakes, page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: reject });
    expect(fakes.inputs('decideApplication').at(-1)).toEqual({ applicationId: pending._id, decision: reject });
    await fakes.resolve('decideApplication', { success: false, message: refusal });
    expect(toasts).toEqual([refusal]);
    expect(list().value).toBe('loading');
  });

  it('says the decision failed when the server did not answer, and keeps the list', async () => {
    const { actor, toasts, list } = await startListed(listing, input, fakes, page);
    actor.send({ type: 'decide', applicationId: pending._id, decision: reject });
    await fakes.reject('decideApplication', new Error('offline'));
    expect(toasts).toEqual([OPS_MESSAGES.decisionFailed]);
    expect(list()).toMatchObject({ value: 'ready', page });
  });
});
