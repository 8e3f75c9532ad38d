// The page data the browser asks for, named by what it is rather than by URL; the API
// adapter maps each request to its call and schema.
import type { Permission } from './account';
import type {
  Brand,
  ItemCategory,
  ItemSort,
  Review,
  ReviewType,
  StoreItem,
  StoreItemDetail,
  StoreItemPage,
} from './contract/catalogue';
import type { OrderSummary, PublicCoupon } from './contract/commerce';
import type { BlogPost, BlogPostSummary, Policy } from './contract/content';
import type { Doctor, DoctorDetail, DoctorPage } from './contract/doctors';
import { failedWith, FAILURE_CODES, type ApiResult } from './contract/envelope';
import type { Home } from './contract/home';
import type { ConcernSuggestion } from './contract/search';
import type { PolicySlug } from './routes';
import type { DoctorListRequest } from './searchRequests';
import type { StoreFilters } from './storeFilters';

export type ResourceRequest =
  | { kind: 'home' }
  | { kind: 'blogList' }
  | { kind: 'blogPost'; slug: string }
  | { kind: 'policy'; slug: PolicySlug }
  | { kind: 'storeItems'; start: number; limit: number }
  | { kind: 'storeItem'; id: string }
  | { kind: 'brands' }
  | { kind: 'itemCategories' }
  | { kind: 'reviews'; type: ReviewType; id: string }
  | { kind: 'doctor'; id: string }
  | { kind: 'doctors'; start: number; limit: number }
  | ({ kind: 'doctorList' } & DoctorListRequest)
  | { kind: 'brandItems'; brandName: string; start: number; sort?: ItemSort }
  | { kind: 'categoryItems'; categories: string[]; start: number; sort?: ItemSort }
  | { kind: 'blogSearch'; query: string }
  | { kind: 'filteredItems'; filters: StoreFilters; start: number }
  | { kind: 'doctorSearch'; query: string; limit: number }
  | { kind: 'concernSearch'; query: string; limit: number }
  | { kind: 'itemSearch'; query: string; limit: number }
  | { kind: 'storeCoupons' }
  | { kind: 'orderHistory'; uid: string }
  | { kind: 'permission'; uid: string };

export interface ResourceData {
  home: Home;
  blogList: BlogPostSummary[];
  blogPost: BlogPost;
  policy: Policy;
  storeItems: StoreItemPage;
  storeItem: StoreItemDetail;
  brands: Brand[];
  itemCategories: ItemCategory[];
  reviews: Review[];
  doctor: DoctorDetail;
  doctors: DoctorPage;
  doctorList: DoctorPage;
  brandItems: StoreItemPage;
  categoryItems: StoreItemPage;
  blogSearch: BlogPostSummary[];
  filteredItems: StoreItemPage;
  doctorSearch: Doctor[];
  concernSearch: ConcernSuggestion[];
  /** What the product search's prefix ladder found. */
  itemSearch: StoreItem[];
  storeCoupons: PublicCoupon[];
  orderHistory: OrderSummary[];
  permission: Permission;
}

export type ResourceKind = ResourceRequest['kind'];
export type RequestOf<K extends ResourceKind> = Extract<ResourceRequest, { kind: K }>;

/** JSON with object keys sorted, so equal requests give one text whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The one key of a request: the server's embedded page data is stored, and found again, under it. */
export function resourceKey(request: ResourceRequest): string {
  return stableJson(request);
}

/**
 * Page data that changes as the day goes by, which no write announces ("available today"): a page
 * rendered with it could not be kept, so the server leaves it for the browser to load.
 */
export function dependsOnTimeOfDay(request: ResourceRequest): boolean {
  return request.kind === 'doctorList' && request.filters.availableToday;
}

/**
 * Page data already at hand, looked up by the request a page makes: the data, `null` when the
 * server answered that it does not exist (404), or `undefined` when it is not loaded (yet).
 */
export type ResourceLookup = <K extends ResourceKind>(request: RequestOf<K>) => ResourceData[K] | null | undefined;

/** A page-data reply as a page holds it at hand (`ResourceLookup`): its data, null for not_found, else undefined. */
export function dataAtHand<T>(reply: ApiResult<T>): T | null | undefined {
  if (reply.success) return reply.data;
  return failedWith(reply, FAILURE_CODES.notFound) ? null : undefined;
}
