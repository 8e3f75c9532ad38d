import { describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { AuthUser } from '@domain/session';
import { sessionMachine } from '@machines/session.machine';
import { aUserProfile } from '../support/builders/people';
import { fakeActors, type FakeActors } from '../support/fakeActors';
import { silent } from '../support/inert';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const asha: AuthUser = {
  uid: 'u1',
  displayName: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: null,
  photoURL: null,
};
const profile = aUserProfile();
const renamed: AuthUser = { ...asha, displayName: 'doctor Asha Rao' };
const check = (output: object) => actorDone('registrationCheck', output);

const events = [
  { type: 'auth.changed', user: asha },
  { type: 'auth.changed', user: null },
  { type: 'logout' },
  { type: 'location.changed', path: '/login' },
  { type: 'location.changed', path: '/store' },
  actorDone('fetchIdToken', 'id-token-1'),
  actorFails('fetchIdToken', new Error('network-request-failed')),
  check({ registered: true, profile, error: null }),
  check({ registered: false, profile: null, error: null }),
  check({ registered: false, profile: null, error: COMMON_MESSAGES.userFetchFailed }),
  { type: 'registered', profile },
  { type: 'user.updated', user: renamed },
  { type: 'profile.updated', profile: { ...profile, fullName: 'Asha R.' } },
  actorDone('signOut', undefined),
  actorFails('signOut', new Error('network-request-failed')),
];

function providedMachine(calls: string[], fakes: FakeActors<string>) {
  return sessionMachine.provide({
    actors: { ...fakes.actors, watchAuthState: silent() },
    actions: {
      goHome: () => void calls.push('goHome'),
      goToLogin: () => void calls.push('goToLogin'),
      rememberRedirect: (_, returnTo: string) => void calls.push(`remember ${returnTo}`),
      leaveLoginPage: () => void calls.push('leaveLoginPage'),
    },
  });
}

describe('session machine (generated paths)', () => {
  const paths = generatePaths(sessionMachine, { events, kind: 'shortest', input: { path: '/' } });

  it(`reaches every state (${paths.length} shortest paths)`, () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(values).toEqual(
      new Set([
        '"unknown"',
        '"signedOut"',
        '"signingOut"',
        '"forcedLogout"',
        '{"signedIn":"fetchingToken"}',
        '{"signedIn":"checkingRegistration"}',
        '{"signedIn":"needsRegistration"}',
        '{"signedIn":"ready"}',
      ]),
    );
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const calls: string[] = [];
      const fakes = fakeActors('fetchIdToken', 'signOut', 'registrationCheck');
      await replayPath(path, {
        machine: providedMachine(calls, fakes),
        fakes,
        input: { path: '/' },
        check: (snapshot) => {
          // The loading indicator shows exactly while the user is unknown.
          expect(snapshot.matches('unknown')).toBe(snapshot.context.user === undefined);
          if (snapshot.matches('signedIn')) expect([asha, renamed]).toContainEqual(snapshot.context.user);
          if (snapshot.matches('signedOut')) expect(snapshot.context.user).toBeNull();
          if (snapshot.matches({ signedIn: 'needsRegistration' })) expect(snapshot.context.registered).toBe(false);
          if (snapshot.matches('forcedLogout')) expect(snapshot.context.error).toBe(COMMON_MESSAGES.userFetchFailed);
          // Each call runs exactly in its state; a forced logout goes home only once signed out.
          expect(fakes.isRunning('fetchIdToken')).toBe(snapshot.matches({ signedIn: 'fetchingToken' }));
          expect(fakes.isRunning('registrationCheck')).toBe(snapshot.matches({ signedIn: 'checkingRegistration' }));
          expect(fakes.isRunning('signOut')).toBe(snapshot.matches('signingOut') || snapshot.matches('forcedLogout'));
          if (snapshot.matches('forcedLogout')) expect(calls).not.toContain('goHome');
        },
      });
    });
  }
});

describe('session rules', () => {
  const fakes = fakeActors('fetchIdToken', 'signOut', 'registrationCheck');
  const signIn = async (path: string, calls: string[]) => {
    const actor = createActor(providedMachine(calls, fakes), { input: { path } }).start();
    actor.send({ type: 'auth.changed', user: asha });
    expect(actor.getSnapshot().context.refetchUserState).toBe(true);
    await fakes.resolve('fetchIdToken', 'id-token-1');
    expect(actor.getSnapshot().context.token).toBe('id-token-1');
    return actor;
  };

  it('logs out and goes home when the registration check fails away from the login page', async () => {
    const calls: string[] = [];
    const actor = await signIn('/store', calls);
    await fakes.resolve('registrationCheck', {
      registered: false,
      profile: null,
      error: COMMON_MESSAGES.userFetchFailed,
    });
    expect(actor.getSnapshot().value).toBe('forcedLogout');
    await fakes.resolve('signOut', undefined);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual(['goHome']);
  });

  it('goes home on a forced logout even when the provider reports the sign-out before signOut settles', async () => {
    const calls: string[] = [];
    const actor = await signIn('/store', calls);
    await fakes.resolve('registrationCheck', {
      registered: false,
      profile: null,
      error: COMMON_MESSAGES.userFetchFailed,
    });
    expect(actor.getSnapshot().value).toBe('forcedLogout');
    actor.send({ type: 'auth.changed', user: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: '', profile: null });
    expect(calls).toEqual(['goHome']);
  });

  it('keeps the user on the login page when the check fails there', async () => {
    const calls: string[] = [];
    const actor = await signIn('/login', calls);
    await fakes.resolve('registrationCheck', {
      registered: false,
      profile: null,
      error: COMMON_MESSAGES.tokenNotAvailable,
    });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MESSAGES.tokenNotAvailable);
    expect(calls).toEqual([]);
  });

  it('asks an unregistered user to register, then leaves the login page for the stored target', async () => {
    const calls: string[] = [];
    const actor = await signIn('/login', calls);
    await fakes.resolve('registrationCheck', { registered: false, profile: null, error: null });
    expect(actor.getSnapshot().matches({ signedIn: 'needsRegistration' })).toBe(true);
    actor.send({ type: 'registered', profile });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ registered: true, profile, refetchUserState: false });
    expect(calls).toEqual(['leaveLoginPage']);
  });

  it('remembers where a visitor wanted to go before sending them to log in', () => {
    const calls: string[] = [];
    const actor = createActor(providedMachine(calls, fakes), { input: { path: '/dashboard' } }).start();
    actor.send({ type: 'login.requested', returnTo: '/dashboard' });
    expect(calls).toEqual(['remember /dashboard', 'goToLogin']);
  });

  it('clears user and token on logout', async () => {
    vi.useRealTimers();
    const calls: string[] = [];
    const actor = await signIn('/store', calls);
    await fakes.resolve('registrationCheck', { registered: true, profile, error: null });
    actor.send({ type: 'logout' });
    await fakes.resolve('signOut', undefined);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: '', registered: undefined });
  });
});
