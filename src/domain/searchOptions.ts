// Pure helpers of the search box: brand matching (through the brand index), what a route asks of
// the box, and the options the results panel lists in order.
import type { Brand } from './contract/catalogue';
import type { Doctor } from './contract/doctors';
import type { ConcernSuggestion, StoreSearchItem } from './contract/search';
import { SITE_MESSAGES } from './messages/site';
import { categoryHref, ROUTES } from './routes';

/** Doctors only on /doctors; products, brands and doctors elsewhere. */
export type SearchScope = 'all' | 'doctors';

export const SEARCH_PLACEHOLDERS: Record<SearchScope, string> = {
  all: SITE_MESSAGES.searchEverythingPlaceholder,
  doctors: SITE_MESSAGES.searchDoctorsPlaceholder,
};

/** Brand matches the panel lists for a typed query. */
export const DROPDOWN_BRANDS = 4;

export interface SearchRoute {
  scope: SearchScope;
  /** The results panel opens by default on brand, category and concern pages. */
  openByDefault: boolean;
}

export function searchRouteOf(path: string): SearchRoute {
  const clean = path.replace(/\/+$/, '') || '/';
  return {
    scope: clean === ROUTES.doctors.href ? 'doctors' : 'all',
    openByDefault:
      clean === ROUTES.storeCategory.href ||
      clean === ROUTES.storeConcern.href ||
      clean.startsWith(`${ROUTES.store.href}/brand/`),
  };
}

/** The search box is not shown on the results page itself. */
export function showsSearchBox(path: string): boolean {
  return !/^\/search\/?$/.test(path);
}

/** The brands with a fuzzy search over their names (`brandIndexOf` in brandIndex.ts builds it). */
export interface BrandIndex {
  brands: readonly Brand[];
  /** Brands whose name is within the fuzzy threshold of the (non-blank) text, at most DROPDOWN_BRANDS. */
  search(text: string): Brand[];
}

/** Brands matching the query; every brand for a blank query; none before the brands are loaded. */
export function matchBrands(index: BrandIndex | null, query: string): Brand[] {
  if (!index) return [];
  const text = query.trim();
  return text === '' ? [...index.brands] : index.search(text);
}

export type SearchOption =
  | { kind: 'brand'; id: string; href: string; brand: Brand }
  | { kind: 'concern'; id: string; href: string; concern: ConcernSuggestion }
  | { kind: 'item'; id: string; href: string; item: StoreSearchItem }
  | { kind: 'doctor'; id: string; href: string; doctor: Doctor };

/** The panel's options in reading order: brands, the concern pages the query names, products, doctors. */
export function searchOptions(results: {
  brandMatches: readonly Brand[];
  concerns: readonly ConcernSuggestion[];
  items: readonly StoreSearchItem[];
  doctors: readonly Doctor[];
}): SearchOption[] {
  return [
    ...results.brandMatches.map((brand) => ({
      kind: 'brand' as const,
      id: `brand-${brand._id}`,
      href: ROUTES.storeBrand.href(brand.brandName),
      brand,
    })),
    ...results.concerns.map((concern) => ({
      kind: 'concern' as const,
      id: `concern-${concern._id}`,
      href: categoryHref(concern),
      concern,
    })),
    ...results.items.map((item) => ({
      kind: 'item' as const,
      id: `item-${item._id}`,
      href: ROUTES.storeItem.href(item._id),
      item,
    })),
    ...results.doctors.map((doctor) => ({
      kind: 'doctor' as const,
      id: `doctor-${doctor._id}`,
      href: ROUTES.doctor.href(doctor._id),
      doctor,
    })),
  ];
}

/** The option after moving `by` from `active` (-1: none), wrapping around; -1 when there is none. */
export function movedIndex(active: number, by: number, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return by > 0 ? 0 : count - 1;
  return (((active + by) % count) + count) % count;
}
