import { describe, expect, it } from 'vitest';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { smsSandboxMachine } from '@machines/smsSandbox.machine';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone } from '../support/paths';

const messages: SandboxSms[] = [
  {
    id: 'a1b2c3d4e5f60718293a4b5c',
    to: '919845012345',
    text: 'Ojas: order OJ-1 is packed.',
    sentAt: '2026-11-27T09:00:00.000Z',
  },
];
const granted = { kind: 'granted' };

const events = [
  ...pagedListOutcomes(messages),
  // The server has no sandbox: the list loads its null.
  actorDone('pagedList', { kind: 'loaded', page: null }),
  { type: 'retry' },
  { type: 'refresh' },
];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage');
const machine = smsSandboxMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the messages answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid' };

describeGeneratedPaths('SMS sandbox machine (generated paths)', {
  logic: smsSandboxMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, messages: snapshot.context.messages?.length }),
  runsWhile: { pagedList: 'loading' },
});

describe('SMS sandbox scenarios', () => {
  it("an operator sees the sandbox's messages, and Refresh loads them again without asking for the roles", async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', messages);
    expect(actor.getSnapshot().context.messages).toEqual(messages);
    const roleChecks = fakes.inputs('roleAccess').length;
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await fakes.resolve('loadPage', []);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(fakes.inputs('roleAccess')).toHaveLength(roleChecks);
  });

  it('says so when the server has no sandbox (text messages go to MSG91)', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', null);
    expect(actor.getSnapshot().matches('noSandbox')).toBe(true);
  });

  it('tells anyone but an operator that the sandbox is not theirs', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', { kind: 'refused', permission: { roles: [], application: null } });
    expect(actor.getSnapshot().matches('notAnOperator')).toBe(true);
  });
});
