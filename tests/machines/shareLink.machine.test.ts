import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { shareLinkMachine } from '@machines/shareLink.machine';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const url = 'https://ojas.example/store/brahmi-vati';
const events = [{ type: 'share', url }, actorDone('copyText', undefined), actorFails('copyText', new Error('denied'))];

describe('share link machine (generated paths)', () => {
  const fakes = fakeActors('copyText');
  const machine = shareLinkMachine.provide({ actors: fakes.actors });
  for (const path of generatePaths(shareLinkMachine, { events, kind: 'transitions' })) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        check: (snapshot) => expect(fakes.isRunning('copyText')).toBe(snapshot.matches('copying')),
      });
    });
  }
});

describe('share link rules', () => {
  it('copies the link and says whether it worked', async () => {
    const fakes = fakeActors('copyText');
    const actor = createActor(shareLinkMachine.provide({ actors: fakes.actors })).start();
    const emitted: unknown[] = [];
    actor.on('toast', (event) => emitted.push(event));
    actor.send({ type: 'share', url });
    expect(fakes.inputs('copyText')).toEqual([url]);
    await fakes.resolve('copyText', undefined);
    actor.send({ type: 'share', url });
    await fakes.reject('copyText', new Error('denied'));
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', text: COMMON_MESSAGES.linkCopied },
      { type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorCopyingToClipboard },
    ]);
  });
});
