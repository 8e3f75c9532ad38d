import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { DEFAULT_TOAST_LIFE, TOAST_LIFE } from '@domain/toast';
import { toastMachine } from '@machines/toast.machine';
import { toasterMachine, type ToastRef } from '@machines/toaster.machine';
import { actorDone, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const ids = (snapshot: AnyMachineSnapshot) => (snapshot.context.toasts as ToastRef[]).map((ref) => ref.id);
const project = (snapshot: AnyMachineSnapshot) => ({ toasts: ids(snapshot), nextId: snapshot.context.nextId });

// Two toasts at most, so the walk is finite. A toast actor's end is the walk's
// `xstate.done.actor.<id>` step.
const events = (snapshot: AnyMachineSnapshot) => [
  ...(snapshot.context.nextId <= 2
    ? [
        { type: 'show', kind: 'loading', text: COMMON_MESSAGES.uploading },
        { type: 'show', kind: 'error', text: COMMON_MESSAGES.errorUploadingFile, life: TOAST_LIFE.SHORT },
      ]
    : []),
  ...ids(snapshot).flatMap((id) => [
    { type: 'update', id, kind: 'success', text: COMMON_MESSAGES.uploadSuccessful },
    { type: 'dismiss', id },
    { ...actorDone(id, undefined), actorId: id },
  ]),
];

// In the replay a toast lives until dismissed and then hides at once, so a walk step where a
// toast ends is: dismiss it, let its (zero) hiding time pass.
const replayed = toasterMachine.provide({
  actors: { toast: toastMachine.provide({ delays: { visibleFor: TOAST_LIFE.INFINITE * 10, hidingFor: 0 } }) },
});
async function endToast(event: EventObject, actor: AnyActorRef): Promise<void> {
  actor.send({ type: 'dismiss', id: event.type.slice('xstate.done.actor.'.length) });
  await vi.advanceTimersByTimeAsync(0);
}

describe('toaster machine (generated paths)', () => {
  const paths = generatePaths(toasterMachine, {
    events,
    kind: 'shortest',
    serializeState: (s) => JSON.stringify(project(s)),
  });

  it(`walks ${paths.length} paths over up to two toasts`, () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, { machine: replayed, answer: endToast, project });
    });
  }

  it('removes a toast once its life is over, and gives kinds their default life', () => {
    vi.useFakeTimers();
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'show', kind: 'success', text: COMMON_MESSAGES.itemAddedToCart });
    const [toast] = actor.getSnapshot().context.toasts;
    expect(toast?.getSnapshot().context.life).toBe(DEFAULT_TOAST_LIFE.success);
    vi.advanceTimersByTime(DEFAULT_TOAST_LIFE.success - 1000);
    expect(toast?.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    vi.useRealTimers();
  });

  it('changes the toast already showing under an id instead of adding another', () => {
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'show', kind: 'loading', text: COMMON_MESSAGES.updatingProfile, id: 'profile-save' });
    actor.send({ type: 'show', kind: 'success', text: COMMON_MESSAGES.profileUpdated, id: 'profile-save' });
    const { toasts } = actor.getSnapshot().context;
    expect(toasts.map((ref) => ref.id)).toEqual(['profile-save']);
    expect(toasts[0]?.getSnapshot().context).toMatchObject({ type: 'success', text: COMMON_MESSAGES.profileUpdated });
  });

  it('turns a loading toast into its outcome with a fresh life', () => {
    vi.useFakeTimers();
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'show', kind: 'loading', text: COMMON_MESSAGES.updatingProfile });
    const [toast] = actor.getSnapshot().context.toasts;
    vi.advanceTimersByTime(5000);
    actor.send({ type: 'update', id: toast!.id, kind: 'success', text: COMMON_MESSAGES.profileUpdated });
    expect(toast?.getSnapshot().context).toMatchObject({
      type: 'success',
      text: COMMON_MESSAGES.profileUpdated,
      life: DEFAULT_TOAST_LIFE.success,
    });
    vi.advanceTimersByTime(DEFAULT_TOAST_LIFE.success);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    vi.useRealTimers();
  });
});
