// Maps each page-data request to its API call, schema and cache lifetime.
import * as v from 'valibot';
import { PermissionSchema, type Permission } from '@domain/account';
import { BLOG_SEARCH_INDEX, CACHE_TTL_MS, STORE_PAGE_SIZE } from '@domain/constants';
import type { ContactMessage } from '@domain/contact';
import {
  BrandSchema,
  ItemCategorySchema,
  ReviewSchema,
  StoreItemDetailSchema,
  StoreItemPageSchema,
  type ItemQueryBody,
  type StoreItem,
  type StoreItemPage,
} from '@domain/contract/catalogue';
import { OrderSummarySchema } from '@domain/contract/commerce';
import { BlogPostSchema, BlogPostSummarySchema, PolicySchema } from '@domain/contract/content';
import type { BlogPostSummary } from '@domain/contract/content';
import { DoctorDetailSchema, DoctorPageSchema } from '@domain/contract/doctors';
import type { ApiResult } from '@domain/contract/envelope';
import { HomeSchema } from '@domain/contract/home';
import type { RequestOf, ResourceData, ResourceKind } from '@domain/resources';
import { filterQueryBody } from '@domain/storeFilters';
import type { ApiClient } from './apiClient';
import { createCommerceApi } from './commerce';
import { createDoctorListApi } from './doctorList';
import { createSearchApi } from './search';

const page = { ttlMs: CACHE_TTL_MS.page };
const lists = { ttlMs: CACHE_TTL_MS.lists };
const segment = encodeURIComponent;

/** One loader per kind of page data, each typed by what its kind yields. */
type Loaders = { [K in ResourceKind]: (request: RequestOf<K>) => Promise<ApiResult<ResourceData[K]>> };

/**
 * Loads page data: what a request of kind K yields, or why not (not_found when the server says the
 * one thing asked for does not exist).
 */
export type ResourceLoader = <K extends ResourceKind>(request: RequestOf<K>) => Promise<ApiResult<ResourceData[K]>>;

/**
 * The product search with its typo-tolerant prefix ladder (the search ladder machine, which the
 * composition runs): the items found, or why the search failed.
 */
export type LadderSearch = (request: RequestOf<'itemSearch'>) => Promise<ApiResult<StoreItem[]>>;

export function createResourceLoader(api: ApiClient, ladderSearch: LadderSearch): ResourceLoader {
  const search = createSearchApi(api);
  const commerce = createCommerceApi(api);
  const doctorList = createDoctorListApi(api);
  const loaders: Loaders = {
    home: () => api.read('/home', HomeSchema, page),
    blogList: () => api.read('/blogs', v.array(BlogPostSummarySchema), page),
    blogPost: (request) => api.read(`/blogs/${segment(request.slug)}`, BlogPostSchema, page),
    policy: (request) => api.read(`/content/policies/${segment(request.slug)}`, PolicySchema, page),
    storeItems: (request) =>
      api.read(`/store/items/query/${request.start}/${request.limit}`, StoreItemPageSchema, page),
    storeItem: (request) => api.read(`/store/items/${segment(request.id)}`, StoreItemDetailSchema, page),
    brands: () => api.read('/store/brand', v.array(BrandSchema), lists),
    itemCategories: () => api.read('/store/itemcategory', v.array(ItemCategorySchema), lists),
    reviews: (request) =>
      api.read(`/review/querybyreferenceidandtype/${request.type}/${segment(request.id)}`, v.array(ReviewSchema), page),
    doctor: (request) => api.read(`/doctors/${segment(request.id)}`, DoctorDetailSchema, page),
    doctors: (request) => api.read(`/doctors/query/${request.start}/${request.limit}`, DoctorPageSchema, page),
    doctorList: (request) => doctorList.loadPage(request),
    brandItems: (request) =>
      postQuery(api, `/store/items/querybybrands/${request.start}/${STORE_PAGE_SIZE}`, {
        start: request.start,
        limit: STORE_PAGE_SIZE,
        brands: [request.brandName],
        sort: request.sort,
      }),
    categoryItems: (request) =>
      postQuery(api, `/store/items/querybycategory/${request.start}/${STORE_PAGE_SIZE}`, {
        start: request.start,
        limit: STORE_PAGE_SIZE,
        categories: request.categories,
        sort: request.sort,
      }),
    blogSearch: (request) => searchBlogs(api, request.query),
    filteredItems: (request) =>
      postQuery(
        api,
        `/store/items/filter/${request.start}/${STORE_PAGE_SIZE}`,
        filterQueryBody(request.filters, request.start, STORE_PAGE_SIZE),
      ),
    doctorSearch: (request) => search.doctors({ query: request.query, limit: request.limit }),
    concernSearch: (request) => search.concerns({ query: request.query, limit: request.limit }),
    itemSearch: (request) => ladderSearch(request),
    storeCoupons: () => commerce.publicCoupons(),
    // Private and changing: never cached.
    orderHistory: (request) => api.read(`/store/order/user/${segment(request.uid)}`, v.array(OrderSummarySchema)),
    permission: (request) => readPermission(api, request.uid),
  };
  return <K extends ResourceKind>(request: RequestOf<K>) => {
    const load: (request: RequestOf<K>) => Promise<ApiResult<ResourceData[K]>> = loaders[request.kind];
    return load(request);
  };
}

/** The POST item queries are reads, kept for the page's lifetime as a GET is. */
function postQuery(api: ApiClient, path: string, body: ItemQueryBody): Promise<ApiResult<StoreItemPage>> {
  return api.post(path, body, StoreItemPageSchema, page);
}

/** The user's roles and latest doctor application (GET /permission/{uid}): the profile's page data and the desks' role checks. */
export function readPermission(api: ApiClient, uid: string): Promise<ApiResult<Permission>> {
  return api.read(`/permission/${segment(uid)}`, PermissionSchema);
}

function searchBlogs(api: ApiClient, query: string): Promise<ApiResult<BlogPostSummary[]>> {
  return api.read(`/search/${BLOG_SEARCH_INDEX}`, v.array(BlogPostSummarySchema), { ...page, query: { query } });
}

/** The blog search box's search: the posts, or why not. */
export function createBlogSearch(api: ApiClient): (query: string) => Promise<ApiResult<BlogPostSummary[]>> {
  return (query) => searchBlogs(api, query);
}

export function createContactSender(api: ApiClient): (message: ContactMessage) => Promise<ApiResult<{ _id: string }>> {
  return (message) => api.post('/contact', message, v.object({ _id: v.string() }));
}
