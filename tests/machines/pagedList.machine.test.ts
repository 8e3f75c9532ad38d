import { describe, expect, it } from 'vitest';
import { pagedListMachine, type PagedListInput } from '@machines/pagedList.machine';
import { roleAccessOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const page = { items: ['first'], total: 1, start: 0, limit: 20 };
const input: PagedListInput = { uid: 'operator-uid', query: { q: 'triphala', start: 0 }, roleChecked: false };

const fakes = fakeActors('roleAccess', 'loadPage');
const machine = pagedListMachine.provide({ actors: fakes.actors });

for (const roleChecked of [false, true])
  describeGeneratedPaths(
    `paged list machine, role ${roleChecked ? 'granted before' : 'not checked yet'} (generated paths)`,
    {
      logic: pagedListMachine,
      machine,
      fakes,
      events: [
        ...roleAccessOutcomes({ roles: [], application: null }),
        actorDone('loadPage', page),
        actorDone('loadPage', undefined),
        actorFails('loadPage', new Error('offline')),
      ],
      input: { ...input, roleChecked },
      reaches: roleChecked
        ? ['loading', 'loaded', 'unavailable']
        : ['checkingRole', 'loading', 'loaded', 'refused', 'unavailable'],
      runsWhile: { roleAccess: 'checkingRole', loadPage: 'loading' },
    },
  );

describe('how a paged list ends', () => {
  async function open(roleChecked: boolean) {
    const actor = createActor(machine, { input: { ...input, roleChecked } }).start();
    if (!roleChecked) {
      expect(fakes.inputs('roleAccess').at(-1)).toEqual({ uid: 'operator-uid', role: 'operator' });
      await fakes.resolve('roleAccess', { kind: 'granted' });
    }
    expect(fakes.inputs('loadPage').at(-1)).toEqual(input.query);
    return actor;
  }

  it('loads the page the desk asked for once the role is granted, and ends with it', async () => {
    const actor = await open(false);
    await fakes.resolve('loadPage', page);
    expect(actor.getSnapshot().output).toEqual({ kind: 'loaded', page });
  });

  it('does not ask for the roles again once they were granted', async () => {
    const asked = fakes.inputs('roleAccess').length;
    const actor = await open(true);
    expect(fakes.inputs('roleAccess')).toHaveLength(asked);
    await fakes.resolve('loadPage', page);
    expect(actor.getSnapshot().output).toEqual({ kind: 'loaded', page });
  });

  it('ends refused for anyone but an operator, without loading a page', async () => {
    const loads = fakes.inputs('loadPage').length;
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('roleAccess', { kind: 'refused', permission: { roles: [], application: null } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'refused' });
    expect(fakes.inputs('loadPage')).toHaveLength(loads);
  });

  it('ends unavailable when the roles or the page could not be loaded', async () => {
    const noRoles = createActor(machine, { input }).start();
    await fakes.resolve('roleAccess', { kind: 'unavailable' });
    expect(noRoles.getSnapshot().output).toEqual({ kind: 'unavailable' });
    const noPage = await open(true);
    await fakes.reject('loadPage', new Error('offline'));
    expect(noPage.getSnapshot().output).toEqual({ kind: 'unavailable' });
  });
});
