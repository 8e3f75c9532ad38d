// A product's or doctor's rating summary from the reviews: the average (one decimal), how many, and how
// many gave each number of stars.
export interface RatingSummary {
  average: number;
  count: number;
  /** Reviews per star count, 5 stars first. */
  distribution: readonly { stars: number; count: number }[];
}

export function ratingSummary(reviews: readonly { rating: number }[]): RatingSummary {
  const counts = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: reviews.filter((review) => Math.round(review.rating) === stars).length,
  }));
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0,
    count: reviews.length,
    distribution: counts,
  };
}

/** Each star count's share of the reviews, in whole percent (0 without reviews). */
export function starShares(summary: RatingSummary): readonly { stars: number; count: number; percent: number }[] {
  return summary.distribution.map((row) => ({
    ...row,
    percent: summary.count ? Math.round((row.count / summary.count) * 100) : 0,
  }));
}

/** How many reviews a product or doctor page shows. */
export const REVIEWS_SHOWN = 6;

/** The reviews a product or doctor page shows: the first few, in the order the server sends them. */
export function reviewExcerpt<T>(reviews: readonly T[]): readonly T[] {
  return reviews.slice(0, REVIEWS_SHOWN);
}
