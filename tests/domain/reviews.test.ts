import { describe, expect, it } from 'vitest';
import { ratingSummary, REVIEWS_SHOWN, reviewExcerpt, starShares } from '@domain/reviews';

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

describe('star shares', () => {
  it('gives each star count its share of the reviews in whole percent', () => {
    const shares = starShares(ratingSummary([5, 5, 4].map((rating) => ({ rating }))));
    expect(shares.map((row) => row.percent)).toEqual([67, 33, 0, 0, 0]);
    expect(shares[0]).toEqual({ stars: 5, count: 2, percent: 67 });
  });

  it('is zero everywhere without reviews', () => {
    expect(starShares(ratingSummary([])).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('review excerpt', () => {
  it('keeps the first reviews, in order, up to the number a page shows', () => {
    const reviews = Array.from({ length: 9 }, (_, index) => ({ id: index }));
    expect(reviewExcerpt(reviews)).toEqual(reviews.slice(0, REVIEWS_SHOWN));
    expect(REVIEWS_SHOWN).toBe(6);
    expect(reviewExcerpt(reviews.slice(0, 2))).toEqual(reviews.slice(0, 2));
  });
});
