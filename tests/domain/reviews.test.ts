import { describe, expect, it } from 'vitest';
import { ratingSummary } from '../../src/domain/reviews';

describe('rating summary', () => {
  it('gives the average to one decimal, the count and the reviews per star count', () => {
    expect(ratingSummary([5, 5, 4, 2].map((rating) => ({ rating })))).toEqual({
      average: 4,
      count: 4,
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(ratingSummary([5, 4, 4].map((rating) => ({ rating }))).average).toBe(4.3);
  });

  it('is empty without reviews', () => {
    expect(ratingSummary([])).toEqual({
      average: 0,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
  });
});
