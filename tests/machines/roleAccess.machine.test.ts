import { describe, expect, it } from 'vitest';
import type { Permission } from '@domain/account';
import { roleAccessMachine, type RoleAccessInput } from '@machines/roleAccess.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const input: RoleAccessInput = { uid: 'operator-uid', role: 'operator' };
const doctor: Permission = { roles: ['doctor'], application: null };

const fakes = fakeActors('loadRoles');
const machine = roleAccessMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('role access machine (generated paths)', {
  logic: roleAccessMachine,
  machine,
  fakes,
  events: [
    actorDone('loadRoles', replyOf<Permission>({ roles: ['operator'], application: null })),
    actorDone('loadRoles', replyOf(doctor)),
    actorDone('loadRoles', UNANSWERED),
    actorFails('loadRoles', new Error('offline')),
  ],
  input,
  reaches: ['checkingRole', 'granted', 'refused', 'unavailable'],
  runsWhile: { loadRoles: 'checkingRole' },
});

describe('how the role check ends', () => {
  async function answer(role: RoleAccessInput['role'], how: 'resolve' | 'reject', value: unknown) {
    const actor = createActor(machine, { input: { ...input, role } }).start();
    expect(fakes.inputs('loadRoles').at(-1)).toBe('operator-uid');
    await fakes[how]('loadRoles', value);
    return actor.getSnapshot().output;
  }

  it('grants the role the desk asks for, and only that one', async () => {
    expect(await answer('doctor', 'resolve', replyOf(doctor))).toEqual({ kind: 'granted' });
    expect(await answer('operator', 'resolve', replyOf(doctor))).toEqual({ kind: 'refused', permission: doctor });
  });

  it('is unavailable when the roles could not be loaded', async () => {
    expect(await answer('operator', 'resolve', UNANSWERED)).toEqual({ kind: 'unavailable' });
    expect(await answer('operator', 'reject', new Error('offline'))).toEqual({ kind: 'unavailable' });
  });
});
