import { describe, expect, it } from 'vitest';
import { CONSULTATION_RULES } from '@domain/constants';
import {
  CONSULTATION_REFUND_POLICY,
  canRescheduleAt,
  cancellationTerms,
  consultationRefundPaise,
  isUpcoming,
  meetingLink,
} from '@domain/consultation';
import { policies } from '../../server/db/seed/content/policies';

const HOUR = 3_600_000;
const startsAt = Date.parse('2026-12-01T10:00:00+05:30');

describe('the consultation refund rule', () => {
  it('refunds the whole fee at least four hours before the start, nothing later', () => {
    const refund = (hoursBefore: number) =>
      consultationRefundPaise({ pricePaise: 89_900, startsAt, cancelledAt: startsAt - hoursBefore * HOUR });
    expect(refund(48)).toBe(89_900);
    expect(refund(CONSULTATION_RULES.fullRefundHours)).toBe(89_900);
    expect(refund(CONSULTATION_RULES.fullRefundHours - 1 / 3600)).toBe(0);
    expect(refund(0.5)).toBe(0);
  });

  it('is stated on the refund policy page in the same words', () => {
    const page = policies.find((policy) => policy.slug === 'refund')!;
    for (const line of CONSULTATION_REFUND_POLICY) expect(page.body).toContain(`- ${line}`);
    expect(CONSULTATION_REFUND_POLICY[0]).toContain(`${CONSULTATION_RULES.fullRefundHours} hours`);
  });

  it('allows rescheduling until four hours before the start', () => {
    expect(canRescheduleAt(startsAt, startsAt - 4 * HOUR)).toBe(true);
    expect(canRescheduleAt(startsAt, startsAt - 4 * HOUR + 1)).toBe(false);
  });
});

describe('the meeting link', () => {
  const link = (mode: 'video' | 'audio' | 'clinic', minutesBefore: number) =>
    meetingLink({
      baseUrl: 'https://meet.example.org/',
      room: 'ojas-room',
      mode,
      startsAt,
      endsAt: startsAt + HOUR / 2,
      now: startsAt - minutesBefore * 60_000,
    });

  it('shows from ten minutes before the start until the end, for online consultations only', () => {
    expect(link('video', 11)).toBeNull();
    expect(link('video', 10)).toBe('https://meet.example.org/ojas-room');
    expect(link('audio', 0)).toBe('https://meet.example.org/ojas-room');
    expect(link('video', -30)).toBeNull();
    expect(link('clinic', 5)).toBeNull();
  });
});

describe('what a patient is told before cancelling', () => {
  it('states the full refund, in the policy words, at least 4 hours ahead', () => {
    expect(cancellationTerms({ pricePaise: 89_900, startsAt, now: startsAt - 4 * HOUR })).toEqual({
      refundPaise: 89_900,
      policy: CONSULTATION_REFUND_POLICY[0],
    });
  });

  it('states that no refund is due later', () => {
    expect(cancellationTerms({ pricePaise: 89_900, startsAt, now: startsAt - 4 * HOUR + 1 })).toEqual({
      refundPaise: 0,
      policy: CONSULTATION_REFUND_POLICY[1],
    });
  });
});

describe('upcoming consultations', () => {
  const endsAt = '2026-12-01T10:30:00+05:30';
  const end = Date.parse(endsAt);

  it('are held or booked and not over', () => {
    expect(isUpcoming({ status: 'booked', endsAt }, end - 1)).toBe(true);
    expect(isUpcoming({ status: 'pending', endsAt }, end - 1)).toBe(true);
    expect(isUpcoming({ status: 'booked', endsAt }, end)).toBe(false);
    expect(isUpcoming({ status: 'cancelled', endsAt }, end - 1)).toBe(false);
    expect(isUpcoming({ status: 'completed', endsAt }, end - 1)).toBe(false);
  });
});
