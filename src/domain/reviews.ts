// A product's rating summary from its reviews: the average (one decimal), how many, and how
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
