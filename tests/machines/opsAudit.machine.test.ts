import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@domain/contract/ops';
import { opsAuditMachine } from '@machines/opsAudit.machine';
import { anAuditEntry } from '../support/builders/ops';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';

const page: AuditPage = { items: [anAuditEntry()], total: 45, start: 0, limit: 20 };
const granted = { kind: 'granted' };

const events = [...pagedListOutcomes(page), { type: 'retry' }, { type: 'page', start: 20 }];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage');
const machine = opsAuditMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid', start: 0 };

describeGeneratedPaths('operator audit log machine (generated paths)', {
  logic: opsAuditMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, start: snapshot.context.start, page: snapshot.context.page !== null }),
  runsWhile: { pagedList: 'loading' },
});

describe('operator audit log scenarios', () => {
  it('loads the newest page, then an older one', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').at(-1)).toBe(0);
    await fakes.resolve('loadPage', page);
    expect(actor.getSnapshot().context.page).toEqual(page);
    actor.send({ type: 'page', start: 20 });
    expect(fakes.inputs('loadPage').at(-1)).toBe(20);
    expect(actor.getSnapshot().context.start).toBe(20);
  });

  it('a page asked for while one loads loads that page instead', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    actor.send({ type: 'page', start: 40 });
    // No page has loaded yet, so the new list asks for the roles again.
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').slice(-2)).toEqual([0, 40]);
    await fakes.resolve('loadPage', { ...page, start: 40 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
