// Maps each page-data request to its API call, schema and cache lifetime.
import * as v from 'valibot';
import { BLOG_SEARCH_INDEX, CACHE_TTL_MS, STORE_PAGE_SIZE } from '../../domain/constants';
import type { ContactMessage } from '../../domain/contact';
import {
  BrandSchema,
  ItemCategorySchema,
  ReviewSchema,
  StoreItemDetailSchema,
  StoreItemPageSchema,
  type ItemQueryBody,
  type StoreItemPage,
} from '../../domain/contract/catalogue';
import { BlogPostSchema, BlogPostSummarySchema, PolicySchema } from '../../domain/contract/content';
import type { BlogPostSummary } from '../../domain/contract/content';
import { DoctorDetailSchema, DoctorPageSchema } from '../../domain/contract/doctors';
import type { ApiResult } from '../../domain/contract/envelope';
import { HomeSchema } from '../../domain/contract/home';
import type { ResourceRequest } from '../../domain/resources';
import { filterQueryBody } from '../../domain/storeFilters';
import type { ApiClient } from './apiClient';
import { createSearchApi } from './search';

const page = { ttlMs: CACHE_TTL_MS.page };
const lists = { ttlMs: CACHE_TTL_MS.lists };
const segment = encodeURIComponent;

export function createResourceLoader(api: ApiClient): (request: ResourceRequest) => Promise<unknown> {
  const search = createSearchApi(api);
  return (request) => {
    switch (request.kind) {
      case 'home':
        return api.get('/home', HomeSchema, page);
      case 'blogList':
        return api.get('/blogs', v.array(BlogPostSummarySchema), page);
      case 'blogPost':
        return api.get(`/blogs/${segment(request.slug)}`, BlogPostSchema, page);
      case 'policy':
        return api.get(`/content/policies/${segment(request.slug)}`, PolicySchema, page);
      case 'storeItems':
        return api.get(`/store/items/query/${request.start}/${request.limit}`, StoreItemPageSchema, page);
      case 'storeItem':
        return api.get(`/store/items/${segment(request.id)}`, StoreItemDetailSchema, page);
      case 'brands':
        return api.get('/store/brand', v.array(BrandSchema), lists);
      case 'itemCategories':
        return api.get('/store/itemcategory', v.array(ItemCategorySchema), lists);
      case 'reviews':
        return api.get(
          `/review/querybyreferenceidandtype/${request.type}/${segment(request.id)}`,
          v.array(ReviewSchema),
          page,
        );
      case 'doctor':
        return api.get(`/doctors/${segment(request.id)}`, DoctorDetailSchema, page);
      case 'doctors':
        return api.get(`/doctors/query/${request.start}/${request.limit}`, DoctorPageSchema, page);
      case 'brandItems':
        return postQuery(api, `/store/items/querybybrands/${request.start}/${STORE_PAGE_SIZE}`, {
          start: request.start,
          limit: STORE_PAGE_SIZE,
          brands: [request.brandName],
          sort: request.sort,
        });
      case 'categoryItems':
        return postQuery(api, `/store/items/querybycategory/${request.start}/${STORE_PAGE_SIZE}`, {
          start: request.start,
          limit: STORE_PAGE_SIZE,
          categories: request.categories,
          sort: request.sort,
        });
      case 'blogSearch':
        return searchBlogs(api, request.query);
      case 'filteredItems':
        return postQuery(
          api,
          `/store/items/filter/${request.start}/${STORE_PAGE_SIZE}`,
          filterQueryBody(request.filters, request.start, STORE_PAGE_SIZE),
        );
      case 'doctorSearch':
        return search.doctors({ query: request.query, limit: request.limit });
    }
  };
}

/** The POST item queries are reads: a failure yields nothing, as for a GET. */
async function postQuery(api: ApiClient, path: string, body: ItemQueryBody): Promise<StoreItemPage | undefined> {
  const result = await api.post(path, body, StoreItemPageSchema, page);
  return result.success ? result.data : undefined;
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
