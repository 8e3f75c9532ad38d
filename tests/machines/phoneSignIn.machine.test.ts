import { describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@domain/account';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { AuthUser } from '@domain/session';
import { phoneSignInMachine } from '@machines/phoneSignIn.machine';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const user: AuthUser = { uid: 'p1', displayName: null, email: null, phoneNumber: '+919845012345', photoURL: null };
const confirmation = { verificationId: 'v-1' };
const events = [
  { type: 'phone.change', phone: '98450 12345' },
  { type: 'phone.change', phone: '12345' },
  { type: 'send' },
  actorDone('sendCode', confirmation),
  actorDone('sendCode', null),
  actorFails('sendCode', new Error('Firebase: Error (auth/too-many-requests).')),
  { type: 'code.change', code: '123456' },
  { type: 'code.change', code: '12' },
  { type: 'verify' },
  actorDone('confirmCode', user),
  actorFails('confirmCode', new Error('Firebase: Error (auth/invalid-verification-code).')),
  { type: 'resend' },
  { type: 'changeNumber' },
];
const fakes = fakeActors('sendCode', 'confirmCode');
const machine = phoneSignInMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('phone sign-in machine (generated paths)', {
  logic: phoneSignInMachine,
  machine,
  fakes,
  events,
  kind: 'shortest',
  reaches: [
    'enteringPhone',
    'sendingCode',
    { awaitingCode: 'coolingDown' },
    { awaitingCode: 'canResend' },
    'verifying',
    'signedIn',
  ],
  check: (snapshot) => {
    if (snapshot.matches('signedIn')) expect(snapshot.context.user).toEqual(user);
    if (snapshot.matches({ awaitingCode: 'coolingDown' })) expect(snapshot.context.secondsToResend).toBeGreaterThan(0);
    if (snapshot.matches('verifying')) expect(snapshot.context.code).toMatch(/^\d{6}$/);
  },
});

describe('phone sign-in rules', () => {
  it('names a bad number and does not send; a good one is sent in E.164 with +91', async () => {
    const sent: string[] = [];
    const actor = createActor(
      phoneSignInMachine.provide({
        actors: {
          sendCode: (await import('xstate')).fromPromise(
            async ({ input }: { input: string }): Promise<object | null> => {
              sent.push(input);
              return confirmation;
            },
          ),
        },
      }),
    ).start();
    actor.send({ type: 'phone.change', phone: '12345' });
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().context.error).toBe(COMMON_MESSAGES.invalidPhone);
    expect(sent).toEqual([]);
    actor.send({ type: 'phone.change', phone: '98450 12345' });
    actor.send({ type: 'send' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('awaitingCode')).toBe(true));
    expect(sent).toEqual(['+919845012345']);
  });

  it("answers 'Confirmation Result Invalid' when there is no confirmation result", async () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'phone.change', phone: '9845012345' });
    actor.send({ type: 'send' });
    await fakes.resolve('sendCode', null);
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'verify' });
    expect(actor.getSnapshot().context.error).toBe(COMMON_MESSAGES.confirmationResultInvalid);
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
  });

  it('asks for all six digits, and counts the resend cooldown down second by second', async () => {
    vi.useFakeTimers();
    const actor = createActor(machine).start();
    actor.send({ type: 'phone.change', phone: '9845012345' });
    actor.send({ type: 'send' });
    await fakes.resolve('sendCode', confirmation);
    actor.send({ type: 'code.change', code: '12a' });
    expect(actor.getSnapshot().context.code).toBe('12');
    actor.send({ type: 'verify' });
    expect(actor.getSnapshot().context.error).toBe(SITE_MESSAGES.enterCode);
    expect(actor.getSnapshot().context.secondsToResend).toBe(RESEND_COOLDOWN_SECONDS);
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.secondsToResend).toBe(RESEND_COOLDOWN_SECONDS - 3);
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    vi.advanceTimersByTime((RESEND_COOLDOWN_SECONDS - 3) * 1000);
    expect(actor.getSnapshot().matches({ awaitingCode: 'canResend' })).toBe(true);
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    vi.useRealTimers();
  });
});
