import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../src/domain/messages';
import type { AuthUser } from '../../src/domain/session';
import { sessionMachine } from '../../src/machines/session.machine';
import { pending, silent } from '../support/inert';
import { describePath, generatePaths, replayPath } from '../support/paths';

const asha: AuthUser = { uid: 'u1', displayName: 'Asha Rao', email: 'asha@example.com', phoneNumber: null, photoURL: null };

const events = [
  { type: 'auth.changed', user: asha },
  { type: 'auth.changed', user: null },
  { type: 'logout' },
  { type: 'xstate.done.actor.fetchIdToken', output: 'id-token-1' },
  { type: 'xstate.error.actor.fetchIdToken', error: new Error(MESSAGES.tokenNotAvailable) },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: new Error('network-request-failed') },
];

const machine = sessionMachine.provide({ actors: { watchAuthState: silent(), fetchIdToken: pending(), signOut: pending() } });

describe('session machine (generated paths)', () => {
  const paths = generatePaths(sessionMachine, { events, kind: 'shortest' });

  it(`reaches every state: ${paths.length} shortest paths`, () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(values).toEqual(new Set([
      '"unknown"', '"signedOut"', '{"signedIn":"fetchingToken"}', '{"signedIn":"ready"}', '"signingOut"',
    ]));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        check: (snapshot) => {
          // The loading indicator shows exactly while the user is unknown.
          expect(snapshot.matches('unknown')).toBe(snapshot.context.user === undefined);
          if (snapshot.matches('signedIn')) expect(snapshot.context.user).toEqual(asha);
          if (snapshot.matches('signedOut')) expect(snapshot.context.user).toBeNull();
          if (snapshot.matches({ signedIn: 'ready' }) && !snapshot.context.error) expect(snapshot.context.token).toBe('id-token-1');
        },
      });
    });
  }

  it('sets refetchUserState when a user arrives, and clears user and token on logout', () => {
    const signedIn = paths.find((path) => JSON.stringify(path.state.value) === '{"signedIn":"ready"}' && path.state.context.token);
    expect(signedIn?.state.context.refetchUserState).toBe(true);
    const actor = createActor(machine).start();
    actor.send({ type: 'auth.changed', user: asha });
    actor.send({ type: 'xstate.done.actor.fetchIdToken', output: 'id-token-1' } as never);
    actor.send({ type: 'logout' });
    actor.send({ type: 'xstate.done.actor.signOut', output: undefined } as never);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: '' });
  });
});
