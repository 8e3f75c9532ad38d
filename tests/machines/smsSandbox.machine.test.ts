import { describe, expect, it } from 'vitest';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { smsSandboxMachine } from '@machines/smsSandbox.machine';
import { roleAccessOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

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
  ...roleAccessOutcomes({ roles: [], application: null }),
  actorDone('loadMessages', messages),
  actorDone('loadMessages', null),
  actorDone('loadMessages', undefined),
  actorFails('loadMessages', new Error('offline')),
  { type: 'retry' },
  { type: 'refresh' },
];
const fakes = fakeActors('roleAccess', 'loadMessages');
const machine = smsSandboxMachine.provide({ actors: fakes.actors });
const input = { uid: 'operator-uid' };

describeGeneratedPaths('SMS sandbox machine (generated paths)', {
  logic: smsSandboxMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, messages: snapshot.context.messages.length }),
  runsWhile: { roleAccess: 'checkingRole', loadMessages: 'loading' },
});

describe('SMS sandbox scenarios', () => {
  it("an operator sees the sandbox's messages, and Refresh loads them again", async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadMessages', messages);
    expect(actor.getSnapshot().context.messages).toEqual(messages);
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await fakes.resolve('loadMessages', []);
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('says so when the server has no sandbox (text messages go to MSG91)', async () => {
    const { actor } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadMessages', null);
    expect(actor.getSnapshot().matches('noSandbox')).toBe(true);
  });
});
