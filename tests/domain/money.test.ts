import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatDiscount, formatRupees, paiseToRupees, rupeesToPaise } from '@domain/money';

const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money', () => {
  it('formats rupees with the ₹ sign and Indian digit grouping', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(574.2)).toBe('₹574.20');
    expect(formatRupees(0.05)).toBe('₹0.05');
  });

  it('writes rupees as the en-IN number format wrote them, paise as two digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const rupees = paise / 100;
        const intl = `₹${(paise % 100 === 0 ? intlWhole : intlPaise).format(rupees)}`;
        expect(formatRupees(rupees)).toBe(intl);
      }),
    );
  });

  it('converts rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('computes the whole-percent discount against the MRP', () => {
    expect(discountPercent(50000, 37500)).toBe(25);
    expect(discountPercent(29900, 29900)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(99900, 66600)).toBe(33);
    expect(formatDiscount(25)).toBe('25% OFF');
  });
});
