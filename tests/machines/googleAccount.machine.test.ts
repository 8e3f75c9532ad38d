import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { AuthUser } from '@domain/session';
import { googleAccountMachine } from '@machines/googleAccount.machine';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const user: AuthUser = { uid: 'g1', displayName: 'Asha', email: 'a@example.com', phoneNumber: null, photoURL: null };
const inUse = new Error('Firebase: Error (auth/credential-already-in-use).');
const events = [
  { type: 'signIn' },
  { type: 'link', currentUser: user },
  { type: 'link', currentUser: null },
  actorDone('signInWithGoogle', user),
  actorFails('signInWithGoogle', new Error('Firebase: Error (auth/popup-closed-by-user).')),
  actorDone('linkGoogle', user),
  actorFails('linkGoogle', inUse),
];
const fakes = fakeActors('signInWithGoogle', 'linkGoogle');
const machine = googleAccountMachine.provide({ actors: fakes.actors });

describe('Google account machine (generated paths)', () => {
  const paths = generatePaths(googleAccountMachine, { events, kind: 'shortest' });
  it(`reaches idle, signingIn, linking and signedIn (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['idle', 'signingIn', 'linking', 'signedIn']),
    );
  });
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, { machine, fakes });
    });
  }

  it("says 'User not found' when linking with nobody signed in", () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'link', currentUser: null });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: COMMON_MESSAGES.userNotFound } });
  });

  it("shows the provider's message when the Google account belongs to someone else, and announces a link", async () => {
    const actor = createActor(machine).start();
    const linked: unknown[] = [];
    actor.on('linked', (event) => linked.push(event));
    actor.send({ type: 'link', currentUser: user });
    await fakes.reject('linkGoogle', inUse);
    expect(actor.getSnapshot().context.error).toBe(inUse.message);
    actor.send({ type: 'link', currentUser: user });
    await fakes.resolve('linkGoogle', user);
    expect(linked).toEqual([{ type: 'linked', user }]);
  });
});
