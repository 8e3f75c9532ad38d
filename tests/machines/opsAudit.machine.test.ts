import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/domain/contract/ops';
import { opsAuditMachine } from '../../src/machines/opsAudit.machine';
import { anAuditEntry } from '../support/builders/ops';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const page: AuditPage = { items: [anAuditEntry()], total: 45, start: 0, limit: 20 };
const operator = { roles: ['operator' as const], application: null };

const events = [
  actorDone('loadRoles', operator),
  actorDone('loadRoles', { roles: [], application: null }),
  actorDone('loadRoles', undefined),
  actorFails('loadRoles', new Error('offline')),
  actorDone('loadEntries', page),
  actorDone('loadEntries', undefined),
  actorFails('loadEntries', new Error('offline')),
  { type: 'retry' },
  { type: 'page', start: 20 },
];
const fakes = fakeActors('loadRoles', 'loadEntries');
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
  runsWhile: { loadRoles: 'checkingRole', loadEntries: 'loading' },
});

describe('operator audit log scenarios', () => {
  it('loads the newest page, then an older one', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('loadRoles', operator);
    expect(fakes.inputs('loadEntries').at(-1)).toBe(0);
    await fakes.resolve('loadEntries', page);
    expect(actor.getSnapshot().context.page).toEqual(page);
    actor.send({ type: 'page', start: 20 });
    expect(fakes.inputs('loadEntries').at(-1)).toBe(20);
    expect(actor.getSnapshot().context.start).toBe(20);
  });

  it('a page asked for while one loads loads that page instead', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('loadRoles', operator);
    actor.send({ type: 'page', start: 40 });
    expect(fakes.inputs('loadEntries').slice(-2)).toEqual([0, 40]);
    await fakes.resolve('loadEntries', { ...page, start: 40 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
