import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { TOAST_LIFE } from '@domain/toast';
import { toastMachine } from '@machines/toast.machine';
import { describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const events = [
  { type: 'dismiss' as const },
  { type: 'update' as const, toast: { type: 'success' as const, text: 'Upload successful', life: TOAST_LIFE.MEDIUM } },
];

describe('toast machine (generated paths)', () => {
  for (const life of [TOAST_LIFE.SHORT, TOAST_LIFE.LONG, TOAST_LIFE.INFINITE]) {
    const input = { id: 't1', type: 'loading' as const, text: 'Uploading ...', life };
    const paths = generatePaths(toastMachine, { events, input });

    it(`walks ${paths.length} paths for a ${life} ms toast, reaching hiding and gone`, () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      expect(reached).toEqual(new Set(['"visible"', '"hiding"', '"gone"']));
    });

    for (const path of paths) {
      it(`life ${life}: ${describePath(path)}`, async () => {
        await replayPath(path, { machine: toastMachine, input });
      });
    }
  }

  it('starts hiding one second before the life ends, and is gone at the end', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    const actor = createActor(toastMachine, {
      input: { id: 't', type: 'info', text: 'hi', life: TOAST_LIFE.LONG },
    }).start();
    vi.advanceTimersByTime(TOAST_LIFE.LONG - 1001);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
    vi.useRealTimers();
  });

  it('shows an update that arrives while it hides afresh, for the new life', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    const actor = createActor(toastMachine, {
      input: { id: 't', type: 'error', text: COMMON_MESSAGES.paymentError, life: TOAST_LIFE.LONG },
    }).start();
    vi.advanceTimersByTime(TOAST_LIFE.LONG - 500);
    expect(actor.getSnapshot().value).toBe('hiding');
    actor.send({
      type: 'update',
      toast: { type: 'success', text: COMMON_MESSAGES.paymentCompleted, life: TOAST_LIFE.MEDIUM },
    });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toMatchObject({
      id: 't',
      type: 'success',
      text: COMMON_MESSAGES.paymentCompleted,
    });
    vi.advanceTimersByTime(TOAST_LIFE.MEDIUM - 1001);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(TOAST_LIFE.MEDIUM);
    expect(actor.getSnapshot().status).toBe('done');
    vi.useRealTimers();
  });
});
