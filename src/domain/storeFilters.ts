// The shop's filters and sorting as the URL keeps them, so links and the back button work:
// /store?brand=Vedavana&category=digestion&min=200&max=499&rating=4&sort=price-asc
// Reading is lenient (what is not understood is dropped); writing is canonical.
import { ITEM_SORTS, type ItemQueryBody, type ItemSort } from './contract/catalogue';
import { SITE_MESSAGES } from './messages/site';
import { formatRupees } from './money';

export interface StoreFilters {
  /** Brand names, as the brand query matches them. */
  brands: readonly string[];
  /** Category and concern ids. */
  categories: readonly string[];
  /** Whole rupees. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort: ItemSort;
}

export const DEFAULT_SORT: ItemSort = 'relevance';
export const NO_FILTERS: StoreFilters = { brands: [], categories: [], sort: DEFAULT_SORT };

export const SORT_LABELS: Record<ItemSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Biggest discount',
  rating: 'Customer rating',
  newest: 'Newest first',
};

/** "n stars & up" choices of the rating filter. */
export const RATING_STEPS = [4, 3, 2] as const;

/** Quick price ranges; custom ranges are typed in whole rupees. */
export const PRICE_RANGES: readonly { minPrice?: number; maxPrice?: number }[] = [
  { maxPrice: 199 },
  { minPrice: 200, maxPrice: 499 },
  { minPrice: 500, maxPrice: 999 },
  { minPrice: 1000 },
];

/** The highest price a filter accepts (whole rupees). */
export const MAX_FILTER_PRICE = 1_000_000;
const MAX_LIST = 50;

const PARAM = { brand: 'brand', category: 'category', min: 'min', max: 'max', rating: 'rating', sort: 'sort' } as const;

function wholeRupees(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_FILTER_PRICE ? value : undefined;
}

function distinct(values: string[]): string[] {
  return [
    ...new Set(values.map((value) => value.trim()).filter((value) => value.length > 0 && value.length <= 120)),
  ].slice(0, MAX_LIST);
}

function isSort(value: string | null): value is ItemSort {
  return value !== null && (ITEM_SORTS as readonly string[]).includes(value);
}

/** The filters a URL query names; values it cannot use are left out. */
export function filtersFromSearch(search: string): StoreFilters {
  const params = new URLSearchParams(search);
  let minPrice = wholeRupees(params.get(PARAM.min));
  let maxPrice = wholeRupees(params.get(PARAM.max));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const rating = Number(params.get(PARAM.rating));
  const sort = params.get(PARAM.sort);
  return {
    brands: distinct(params.getAll(PARAM.brand)),
    categories: distinct(params.getAll(PARAM.category)),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { minRating: rating } : {}),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The URL query for filters (without the leading '?'); defaults are left out. */
export function searchFromFilters(filters: StoreFilters): string {
  const params = new URLSearchParams();
  for (const brand of filters.brands) params.append(PARAM.brand, brand);
  for (const category of filters.categories) params.append(PARAM.category, category);
  if (filters.minPrice !== undefined) params.set(PARAM.min, String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set(PARAM.max, String(filters.maxPrice));
  if (filters.minRating !== undefined) params.set(PARAM.rating, String(filters.minRating));
  if (filters.sort !== DEFAULT_SORT) params.set(PARAM.sort, filters.sort);
  return params.toString();
}

/** The body of POST /store/items/filter for a page of filtered items. */
export function filterQueryBody(filters: StoreFilters, start: number, limit: number): ItemQueryBody {
  return {
    start,
    limit,
    ...(filters.brands.length ? { brands: [...filters.brands] } : {}),
    ...(filters.categories.length ? { categories: [...filters.categories] } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.minRating !== undefined ? { minRating: filters.minRating } : {}),
    sort: filters.sort,
  };
}

/** How many filters are on (sorting is not a filter). */
export function activeFilterCount(filters: StoreFilters): number {
  return (
    filters.brands.length +
    filters.categories.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.minRating !== undefined ? 1 : 0)
  );
}

export function sameFilters(a: StoreFilters, b: StoreFilters): boolean {
  return searchFromFilters(a) === searchFromFilters(b);
}

export type PriceInput = { ok: true; minPrice?: number; maxPrice?: number } | { ok: false; error: string };

/** A typed price range: whole rupees, either end may be blank, the minimum not above the maximum. */
export function parsePriceInput(minText: string, maxText: string): PriceInput {
  const read = (text: string): number | undefined | null => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    return wholeRupees(trimmed) ?? null;
  };
  const minPrice = read(minText);
  const maxPrice = read(maxText);
  if (minPrice === null || maxPrice === null) return { ok: false, error: SITE_MESSAGES.priceNotWhole };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    return { ok: false, error: SITE_MESSAGES.priceRangeReversed };
  return { ok: true, ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) };
}

/** A price range as filter chips and options read it. */
export function priceRangeLabel(range: { minPrice?: number; maxPrice?: number }): string {
  if (range.minPrice === undefined && range.maxPrice === undefined) return 'Any price';
  if (range.minPrice === undefined) return `Under ${formatRupees((range.maxPrice ?? 0) + 1)}`;
  if (range.maxPrice === undefined) return `${formatRupees(range.minPrice)} & above`;
  return `${formatRupees(range.minPrice)} – ${formatRupees(range.maxPrice)}`;
}

/** A minimum rating as a filter chip reads it. */
export function ratingLabel(minRating: number): string {
  return `${minRating}★ & up`;
}
