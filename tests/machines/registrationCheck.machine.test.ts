import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@domain/account';
import { REGISTRATION_CHECK } from '@domain/constants';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { registrationCheckMachine } from '@machines/registrationCheck.machine';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails, generatePaths } from '../support/paths';
import { createActor } from '../support/recordedActor';

const record: UserRecord = { registered: true, profile: null };
const events = [
  actorDone('fetchUserRecord', { status: 200, record }),
  actorDone('fetchUserRecord', { status: 503 }),
  actorFails('fetchUserRecord', new Error('offline')),
];
const fakes = fakeActors('fetchUserRecord');
const machine = registrationCheckMachine.provide({ actors: fakes.actors });

describe('registration check machine (generated paths)', () => {
  for (const input of [
    { uid: 'u1', token: 't' },
    { uid: 'u1', token: undefined },
    { uid: undefined, token: 't' },
  ]) {
    describeGeneratedPaths(`with uid ${input.uid ?? 'missing'} and token ${input.token ?? 'missing'}`, {
      logic: registrationCheckMachine,
      machine,
      fakes,
      events,
      input,
      runsWhile: { fetchUserRecord: 'fetching' },
      check: (snapshot) => {
        expect(snapshot.context.attempt).toBeLessThanOrEqual(REGISTRATION_CHECK.attempts);
        if (snapshot.matches('failed'))
          expect([
            COMMON_MESSAGES.tokenNotAvailable,
            COMMON_MESSAGES.userNotAuthenticated,
            COMMON_MESSAGES.userFetchFailed,
          ]).toContain(snapshot.context.error);
      },
    });
  }

  it('walks every attempt: five tries, then the failure message', () => {
    const paths = generatePaths(registrationCheckMachine, {
      events,
      input: { uid: 'u1', token: 't' },
      kind: 'shortest',
    });
    const failed = paths.find((path) => path.state.value === 'failed');
    expect(failed?.state.context.attempt).toBe(REGISTRATION_CHECK.attempts);
    expect(failed?.state.context.error).toBe(COMMON_MESSAGES.userFetchFailed);
  });
});

describe('registration check timing', () => {
  it('retries after 1500 ms on a non-200 and after 1000 ms on a failure, five attempts in all', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    let attempt = 0;
    const replies = [{ status: 500 }, 'throw', { status: 404 }, 'throw', { status: 500 }];
    const actor = createActor(
      registrationCheckMachine.provide({
        actors: {
          fetchUserRecord: (await import('xstate')).fromPromise(async () => {
            calls.push(Date.now());
            const reply = replies[attempt++];
            if (reply === 'throw') throw new Error('offline');
            return reply as { status: number };
          }),
        },
      }),
      { input: { uid: 'u1', token: 't' } },
    ).start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((time) => time - calls[0]!)).toEqual([0, 1500, 2500, 4000, 5000]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      registered: false,
      profile: null,
      error: COMMON_MESSAGES.userFetchFailed,
    });
    vi.useRealTimers();
  });
});
