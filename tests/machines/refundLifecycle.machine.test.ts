import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES, type RefundStatus } from '@domain/refund';
import { nextRefundStatus, type RefundLifecycleEventType } from '@machines/refundLifecycle';
import { refundLifecycleMachine, type RefundLifecycleEvent } from '@machines/refundLifecycle.machine';
import { describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const events: RefundLifecycleEvent[] = [
  { type: 'attemptFailed' },
  { type: 'gatewayProcessed' },
  { type: 'gatewayRefused' },
];

const stateOf = (path: { state: { value: unknown } }) => path.state.value as RefundStatus;

describe('refund lifecycle machine (generated paths)', () => {
  const paths = generatePaths(refundLifecycleMachine, { events, kind: 'transitions' });

  it('reaches every status a refund can have', () => {
    expect(new Set(paths.map(stateOf))).toEqual(new Set(REFUND_STATUSES));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, { machine: refundLifecycleMachine });
    });
  }

  it('keeps a refund pending through any number of failed attempts, then finishes it once', () => {
    const actor = createActor(refundLifecycleMachine).start();
    for (let attempt = 0; attempt < 5; attempt += 1) actor.send({ type: 'attemptFailed' });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'gatewayProcessed' });
    expect(actor.getSnapshot().value).toBe('processed');
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});

describe('refund lifecycle questions', () => {
  const cases: [RefundStatus, RefundLifecycleEventType, RefundStatus | null][] = [
    ['pending', 'attemptFailed', 'pending'],
    ['pending', 'gatewayProcessed', 'processed'],
    ['pending', 'gatewayRefused', 'failed'],
    // A webhook after the worker's own answer (or the other way round) changes nothing.
    ['processed', 'gatewayProcessed', null],
    ['processed', 'attemptFailed', null],
    ['processed', 'gatewayRefused', null],
    ['failed', 'gatewayProcessed', null],
    ['failed', 'attemptFailed', null],
  ];
  for (const [status, event, expected] of cases) {
    it(`${status} on ${event} → ${expected ?? 'refused'}`, () => {
      expect(nextRefundStatus(status, event)).toBe(expected);
    });
  }
});
