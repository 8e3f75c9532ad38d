// How a price range and a minimum rating read on filter chips and options.
import { formatRupees } from '../../../../domain/money';

export function priceRangeLabel(range: { minPrice?: number; maxPrice?: number }): string {
  if (range.minPrice === undefined && range.maxPrice === undefined) return 'Any price';
  if (range.minPrice === undefined) return `Under ${formatRupees((range.maxPrice ?? 0) + 1)}`;
  if (range.maxPrice === undefined) return `${formatRupees(range.minPrice)} & above`;
  return `${formatRupees(range.minPrice)} – ${formatRupees(range.maxPrice)}`;
}

export function ratingLabel(minRating: number): string {
  return `${minRating}★ & up`;
}
