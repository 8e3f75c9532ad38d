import { describe, expect, it } from 'vitest';
import { couponAmountsInRupees } from '@domain/coupon';

describe('a coupon’s amounts as the API shows them', () => {
  it('gives a flat coupon’s value, minimum order and cap in rupees', () => {
    expect(couponAmountsInRupees({ kind: 'flat', value: 15000, minOrderPaise: 99900, maxDiscountPaise: null })).toEqual(
      {
        value: 150,
        minOrder: 999,
        maxDiscount: null,
      },
    );
  });

  it('keeps a percent coupon’s value a percentage, its cap in rupees', () => {
    expect(couponAmountsInRupees({ kind: 'percent', value: 10, minOrderPaise: 0, maxDiscountPaise: 20000 })).toEqual({
      value: 10,
      minOrder: 0,
      maxDiscount: 200,
    });
  });
});
