import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { afterWorkingDays, REFUND_RETRY, refundBankNote, refundNotice, refundRetryDelayMs } from '@domain/refund';

describe('refund notices', () => {
  it('says a refund started with its amount, then that it is refunded', () => {
    expect(refundNotice('pending', 123_450)).toBe('Refund of ₹1,234.50 started');
    expect(refundNotice('processed', 123_450)).toBe('Refunded');
    expect(refundNotice('failed', 50_000)).toContain('₹500');
  });
});

describe("when the shopper's bank has a refund", () => {
  it('counts working days in India, skipping Saturday and Sunday', () => {
    // Friday 27 November 2026, 23:00 India time (17:30 UTC): the next working day is Monday.
    const friday = new Date('2026-11-27T17:30:00.000Z');
    expect(afterWorkingDays(friday, 1).toISOString()).toBe('2026-11-30T17:30:00.000Z');
    expect(afterWorkingDays(friday, 5).toISOString()).toBe('2026-12-04T17:30:00.000Z');
    // 20:00 UTC on Friday is already Saturday 01:30 in India: the first working day is Monday 30
    // November, 01:30 in India (20:00 UTC on the 29th).
    expect(afterWorkingDays(new Date('2026-11-27T20:00:00.000Z'), 1).toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });

  it('gives a range while the refund is under way, a date once processed, and nothing when it failed', () => {
    expect(refundBankNote({ status: 'pending', processedAt: null })).toBe(REFUND_MESSAGES.bankTime);
    expect(refundBankNote({ status: 'processed', processedAt: '2026-11-23T06:00:00.000Z' })).toBe(
      REFUND_MESSAGES.creditedBy('2 December 2026'),
    );
    expect(refundBankNote({ status: 'failed', processedAt: null })).toBeNull();
  });
});

describe('refund retry backoff', () => {
  it('doubles from the first delay and stops at the cap', () => {
    expect(refundRetryDelayMs(1)).toBe(REFUND_RETRY.firstDelayMs);
    expect(refundRetryDelayMs(2)).toBe(2 * REFUND_RETRY.firstDelayMs);
    expect(refundRetryDelayMs(4)).toBe(8 * REFUND_RETRY.firstDelayMs);
    expect(refundRetryDelayMs(50)).toBe(REFUND_RETRY.maxDelayMs);
    expect(refundRetryDelayMs(0)).toBe(REFUND_RETRY.firstDelayMs);
  });
});
