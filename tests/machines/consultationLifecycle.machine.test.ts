import { describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '@domain/contract/consultations';
import { consultationStatusLabel, nextConsultationStatus } from '@machines/consultationLifecycle';
import { consultationLifecycleMachine, type ConsultationLifecycleEvent } from '@machines/consultationLifecycle.machine';
import { describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const events: ConsultationLifecycleEvent[] = [
  { type: 'paymentCaptured' },
  { type: 'holdExpired' },
  { type: 'cancel', refundPaise: 0 },
  { type: 'cancel', refundPaise: 89_900 },
  { type: 'reschedule' },
  { type: 'complete' },
  { type: 'markNoShow' },
];

const stateOf = (path: { state: { value: unknown } }) => path.state.value as ConsultationStatus;

describe('consultation lifecycle machine (generated paths)', () => {
  const paths = generatePaths(consultationLifecycleMachine, { events, kind: 'transitions' });

  it('reaches every status a consultation can have', () => {
    expect(new Set(paths.map(stateOf))).toEqual(new Set(CONSULTATION_STATUSES));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, { machine: consultationLifecycleMachine });
      const kinds = path.steps.map((step) => step.event.type);
      // Only a paid consultation is ever booked, completed, missed or refunded.
      if (['booked', 'completed', 'no_show', 'refunded'].includes(stateOf(path)))
        expect(kinds).toContain('paymentCaptured');
    });
  }

  it('keeps a rescheduled consultation booked', () => {
    const actor = createActor(consultationLifecycleMachine).start();
    actor.send({ type: 'paymentCaptured' });
    actor.send({ type: 'reschedule' });
    expect(actor.getSnapshot().value).toBe('booked');
    actor.send({ type: 'reschedule' });
    actor.send({ type: 'complete' });
    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });
});

describe('consultation lifecycle questions', () => {
  const cases: [ConsultationStatus, ConsultationLifecycleEvent, ConsultationStatus | null][] = [
    ['pending', { type: 'paymentCaptured' }, 'booked'],
    ['pending', { type: 'holdExpired' }, 'expired'],
    ['pending', { type: 'cancel', refundPaise: 0 }, 'cancelled'],
    ['pending', { type: 'reschedule' }, null],
    ['pending', { type: 'complete' }, null],
    ['booked', { type: 'cancel', refundPaise: 89_900 }, 'refunded'],
    ['booked', { type: 'cancel', refundPaise: 0 }, 'cancelled'],
    ['booked', { type: 'reschedule' }, 'booked'],
    ['booked', { type: 'complete' }, 'completed'],
    ['booked', { type: 'markNoShow' }, 'no_show'],
    ['booked', { type: 'holdExpired' }, null],
    ['booked', { type: 'paymentCaptured' }, null],
    ['expired', { type: 'paymentCaptured' }, 'refunded'],
    ['cancelled', { type: 'paymentCaptured' }, 'refunded'],
    ['completed', { type: 'cancel', refundPaise: 89_900 }, null],
    ['no_show', { type: 'complete' }, null],
    ['refunded', { type: 'paymentCaptured' }, null],
  ];
  for (const [status, event, expected] of cases) {
    it(`${status} on ${event.type}${'refundPaise' in event ? ` (${event.refundPaise} paise due)` : ''} → ${expected ?? 'refused'}`, () => {
      expect(nextConsultationStatus(status, event)).toBe(expected);
    });
  }

  it('labels every status', () => {
    for (const status of CONSULTATION_STATUSES) expect(consultationStatusLabel(status)).not.toBe(status);
  });

  it("labels a missed consultation for its reader: the patient missed it, the doctor's desk records a no-show", () => {
    expect(consultationStatusLabel('no_show')).toBe('Missed');
    expect(consultationStatusLabel('no_show', 'doctor')).toBe('No-show');
    for (const status of CONSULTATION_STATUSES.filter((status) => status !== 'no_show'))
      expect(consultationStatusLabel(status, 'doctor')).toBe(consultationStatusLabel(status));
  });
});
