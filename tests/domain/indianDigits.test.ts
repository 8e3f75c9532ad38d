import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianDigits } from '@domain/indianDigits';
import { formatRupees } from '@domain/money';

const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

  it('writes rupees as the en-IN number format wrote them, paise as two digits', () => {
    expect(formatRupees(574.2)).toBe('₹574.20');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const rupees = paise / 100;
        const intl = `₹${(paise % 100 === 0 ? intlWhole : intlPaise).format(rupees)}`;
        expect(formatRupees(rupees)).toBe(intl);
      }),
    );
  });
});
