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
type Loaders = { [K in ResourceKind]: (request: RequestOf<K>) => Promise<ResourceData[K] | null | undefined> };

/**
 * Loads page data: what a request of kind K yields, null when the server says the one thing asked
 * for does not exist, or undefined when it could not be loaded.
 */
export type ResourceLoader = <K extends ResourceKind>(
  request: RequestOf<K>,
) => Promise<ResourceData[K] | null | undefined>;

/**
 * The product search with its typo-tolerant prefix ladder (the search ladder machine, which the
 * composition runs): the items found, or undefined when the search failed.
 */
export type LadderSearch = (request: RequestOf<'itemSearch'>) => Promise<StoreItem[] | undefined>;

export function createResourceLoader(api: ApiClient, ladderSearch: LadderSearch): ResourceLoader {
  const search = createSearchApi(api);
  const commerce = createCommerceApi(api);
  const doctorList = createDoctorListApi(api);
  const loaders: Loaders = {
    home: () => api.get('/home', HomeSchema, page),
    blogList: () => api.get('/blogs', v.array(BlogPostSummarySchema), page),
    blogPost: (request) => api.getOne(`/blogs/${segment(request.slug)}`, BlogPostSchema, page),
    policy: (request) => api.get(`/content/policies/${segment(request.slug)}`, PolicySchema, page),
    storeItems: (request) => api.get(`/store/items/query/${request.start}/${request.limit}`, StoreItemPageSchema, page),
    storeItem: (request) => api.getOne(`/store/items/${segment(request.id)}`, StoreItemDetailSchema, page),
    brands: () => api.get('/store/brand', v.array(BrandSchema), lists),
    itemCategories: () => api.get('/store/itemcategory', v.array(ItemCategorySchema), lists),
    reviews: (request) =>
      api.get(`/review/querybyreferenceidandtype/${request.type}/${segment(request.id)}`, v.array(ReviewSchema), page),
    doctor: (request) => api.getOne(`/doctors/${segment(request.id)}`, DoctorDetailSchema, page),
    doctors: (request) => api.get(`/doctors/query/${request.start}/${request.limit}`, DoctorPageSchema, page),
    doctorList: async (request) => dataOf(await doctorList.loadPage(request)),
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
    doctorSearch: async (request) => dataOf(await search.doctors({ query: request.query, limit: request.limit })),
    concernSearch: async (request) => dataOf(await search.concerns({ query: request.query, limit: request.limit })),
    itemSearch: (request) => ladderSearch(request),
    storeCoupons: async () => dataOf(await commerce.publicCoupons()),
    // Private and changing: never cached.
    orderHistory: (request) => api.get(`/store/order/user/${segment(request.uid)}`, v.array(OrderSummarySchema)),
    permission: (request) => loadPermission(api, request.uid),
  };
  return <K extends ResourceKind>(request: RequestOf<K>) => {
    const load: (request: RequestOf<K>) => Promise<ResourceData[K] | null | undefined> = loaders[request.kind];
    return load(request);
  };
}

/** A reply as page data, which still takes a failure as nothing (undefined). */
const dataOf = <T>(reply: ApiResult<T>): T | undefined => (reply.success ? reply.data : undefined);

/** The POST item queries are reads: a failure yields nothing, as for a GET. */
async function postQuery(api: ApiClient, path: string, body: ItemQueryBody): Promise<StoreItemPage | undefined> {
  return dataOf(await api.post(path, body, StoreItemPageSchema, page));
}

/**
 * The user's roles and latest doctor application (GET /permission/{uid}), for the profile's page
 * data and the doctor's desk; undefined when they could not be loaded.
 */
export function loadPermission(api: ApiClient, uid: string): Promise<Permission | undefined> {
  return api.get(`/permission/${segment(uid)}`, PermissionSchema);
}

function searchBlogs(api: ApiClient, query: string): Promise<BlogPostSummary[] | undefined> {
  return api.get(`/search/${BLOG_SEARCH_INDEX}`, v.array(BlogPostSummarySchema), { ...page, query: { query } });
}

export function createBlogSearch(api: ApiClient): (query: string) => Promise<BlogPostSummary[] | undefined> {
  return (query) => searchBlogs(api, query);
}

export function createContactSender(api: ApiClient): (message: ContactMessage) => Promise<ApiResult<{ _id: string }>> {
  return (message) => api.post('/contact', message, v.object({ _id: v.string() }));
}
