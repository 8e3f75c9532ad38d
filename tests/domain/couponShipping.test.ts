import { describe, expect, it } from 'vitest';
import { couponEffect, priceCart, shippingAddedByCoupon } from '@domain/cart';
import { rupeesToPaise } from '@domain/money';

const welcome10 = { kind: 'percent' as const, value: 10, maxDiscount: 200, minOrder: 499 };
const line = (rupees: number) => ({
  itemId: 'ashwagandha-tablets',
  unitPaise: rupeesToPaise(rupees),
  mrpPaise: rupeesToPaise(rupees),
  quantity: 1,
  gstRate: 12 as const,
  hsn: '30049011',
});

describe('free shipping counts the value after the coupon', () => {
  it('a coupon that takes the goods under ₹499 brings the ₹49 shipping back, and says so before it is applied', () => {
    // ₹532 of goods ship free; 10% off (₹53.20) leaves ₹478.80, which does not.
    expect(couponEffect({ kind: 'percent', value: 10, maxDiscountPaise: 20_000 }, 53_200)).toEqual({
      savingPaise: 5_320,
      addedShippingPaise: 4_900,
    });
    expect(shippingAddedByCoupon(welcome10, 532)).toBe(49);
    const priced = priceCart({
      lines: [line(532)],
      coupon: { kind: 'percent', value: 10, maxDiscountPaise: 20_000 },
      paymentMethod: null,
    });
    expect(priced.shippingPaise).toBe(4_900);
  });

  it('adds nothing when the goods stay above the threshold, already pay shipping, or the coupon does not apply', () => {
    expect(shippingAddedByCoupon(welcome10, 700)).toBe(0);
    expect(shippingAddedByCoupon({ kind: 'flat', value: 100, maxDiscount: null, minOrder: 0 }, 300)).toBe(0);
    expect(shippingAddedByCoupon({ ...welcome10, minOrder: 999 }, 532)).toBe(0);
    expect(shippingAddedByCoupon(welcome10, 0)).toBe(0);
  });
});
