import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { registrationFormMachine } from '@machines/registrationForm.machine';
import { aUserProfile } from '../support/builders/people';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const profile = aUserProfile();
const minorBirthDate = `${new Date().getFullYear() - 17}-06-15`;
const change = (field: string, value: string) => ({ type: 'change', field, value });
const events = [
  change('birthDate', '1990-04-12'),
  change('birthDate', minorBirthDate),
  change('gender', 'female'),
  { type: 'submit' },
  actorDone('register', { success: true, data: profile }),
  actorDone('register', { success: false, code: 'conflict', message: 'This account is already registered' }),
  actorFails('register', new Error('offline')),
];
const input = { defaults: { fullName: 'Asha Rao', email: 'asha@example.com', phone: '9845012345' } };
const fakes = fakeActors('register');
const machine = registrationFormMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('registration form machine (generated paths)', {
  logic: registrationFormMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['editing', 'submitting', 'registered'],
  check: (snapshot) => {
    if (snapshot.matches('submitting')) expect(snapshot.context.values.birthDate).toBe('1990-04-12');
    if (snapshot.context.errors.birthDate) expect(snapshot.context.errors.birthDate).toBe(COMMON_MESSAGES.mustBeAdult);
  },
});

describe('registration form scenarios', () => {
  it("refuses an under-18 registration with 'You must be 18 years or older' and sends nothing", () => {
    const actor = createActor(machine, { input }).start();
    actor.send(change('birthDate', minorBirthDate) as never);
    actor.send(change('gender', 'female') as never);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ birthDate: COMMON_MESSAGES.mustBeAdult });
  });

  it('ends with the registered profile', async () => {
    const actor = createActor(machine, { input }).start();
    actor.send(change('birthDate', '1990-04-12') as never);
    actor.send(change('gender', 'female') as never);
    actor.send({ type: 'submit' });
    await fakes.resolve('register', { success: true, data: profile });
    expect(actor.getSnapshot().output).toEqual({ profile });
  });
});
