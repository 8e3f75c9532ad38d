import { describe, expect, it } from 'vitest';
import { priceRangeLabel, ratingLabel } from '@domain/storeFilters';

describe('store filter labels', () => {
  it('reads a price range: any, under, above or between', () => {
    expect(priceRangeLabel({})).toBe('Any price');
    expect(priceRangeLabel({ maxPrice: 499 })).toBe('Under ₹500');
    expect(priceRangeLabel({ minPrice: 1000 })).toBe('₹1,000 & above');
    expect(priceRangeLabel({ minPrice: 500, maxPrice: 999 })).toBe('₹500 – ₹999');
  });

  it('reads a minimum rating with a star', () => {
    expect(ratingLabel(4)).toBe('4★ & up');
  });
});
