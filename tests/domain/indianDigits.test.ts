import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianDigits } from '@domain/indianDigits';

const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('indianDigits', () => {
  it('groups as the en-IN number format does', () => {
    expect(indianDigits(0)).toBe('0');
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(123456)).toBe('1,23,456');
    expect(indianDigits(12345678)).toBe('1,23,45,678');
    expect(indianDigits(-1204)).toBe('-1,204');
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (whole) => {
        expect(indianDigits(whole)).toBe(intlWhole.format(whole));
      }),
    );
  });
});
