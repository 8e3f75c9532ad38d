import { describe, expect, it } from 'vitest';
import { REFUND_RETRY, refundNotice, refundRetryDelayMs } from '../../src/domain/refund';

describe('refund notices', () => {
  it('says a refund started with its amount, then that it is refunded', () => {
    expect(refundNotice('pending', 123_450)).toBe('Refund of ₹1,234.50 started');
    expect(refundNotice('processed', 123_450)).toBe('Refunded');
    expect(refundNotice('failed', 50_000)).toContain('₹500');
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
