import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/domain/contract/ops';
import { opsAuditMachine } from '../../src/machines/opsAudit.machine';
import { anAuditEntry } from '../support/builders/ops';
import { roleAccessOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const page: AuditPage = { items: [anAuditEntry()], total: 45, start: 0, limit: 20 };
const granted = { kind: 'granted' };

const events = [
  ...roleAccessOutcomes({ roles: [], application: null }),
  actorDone('loadEntries', page),
  actorDone('loadEntries', undefined),
  actorFails('loadEntries', new Error('offline')),
  { type: 'retry' },
  { type: 'page', start: 20 },
];
const fakes = fakeActors('roleAccess', 'loadEntries');
const machine = opsAuditMachine.provide({ actors: fakes.actors });
const input = { uid: 'operator-uid', start: 0 };

describeGeneratedPaths('operator audit log machine (generated paths)', {
  logic: opsAuditMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, start: snapshot.context.start, page: snapshot.context.page !== null }),
  runsWhile: { roleAccess: 'checkingRole', loadEntries: 'loading' },
});

describe('operator audit log scenarios', () => {
  it('loads the newest page, then an older one', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadEntries').at(-1)).toBe(0);
    await fakes.resolve('loadEntries', page);
    expect(actor.getSnapshot().context.page).toEqual(page);
    actor.send({ type: 'page', start: 20 });
    expect(fakes.inputs('loadEntries').at(-1)).toBe(20);
    expect(actor.getSnapshot().context.start).toBe(20);
  });

  it('a page asked for while one loads loads that page instead', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    actor.send({ type: 'page', start: 40 });
    expect(fakes.inputs('loadEntries').slice(-2)).toEqual([0, 40]);
    await fakes.resolve('loadEntries', { ...page, start: 40 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
