// Store and doctor search over the provider API (docs/product.md §7). Each search answers the API's
// result (a failure is logged by the API client). Replies are kept for the page-data lifetime, so
// typing a query again, or going back to a results page, asks the server once.
import * as v from 'valibot';
import { CACHE_TTL_MS } from '@domain/constants';
import { DoctorSchema, type Doctor } from '@domain/contract/doctors';
import type { ApiResult } from '@domain/contract/envelope';
import {
  ConcernSuggestionSchema,
  StoreSearchItemSchema,
  type ConcernSuggestion,
  type StoreSearchItem,
} from '@domain/contract/search';
import { DOCTOR_SEARCH, STORE_SEARCH } from '@domain/search';
import type { ConcernSearchRequest, DoctorSearchRequest, ItemSearchRequest } from '@domain/searchRequests';
import type { ApiClient } from './apiClient';

export interface SearchApi {
  items(request: ItemSearchRequest): Promise<ApiResult<StoreSearchItem[]>>;
  doctors(request: DoctorSearchRequest): Promise<ApiResult<Doctor[]>>;
  concerns(request: ConcernSearchRequest): Promise<ApiResult<ConcernSuggestion[]>>;
}

const cached = { ttlMs: CACHE_TTL_MS.page };

export function createSearchApi(api: ApiClient): SearchApi {
  return {
    items: ({ query, prefixLength, limit }) =>
      api.read('/search/store', v.array(StoreSearchItemSchema), {
        ...cached,
        query: {
          query: query.trim(),
          field: STORE_SEARCH.fields.join(','),
          type: STORE_SEARCH.type,
          limit,
          prefixLength,
        },
      }),
    doctors: ({ query, limit }) =>
      api.read('/search/doctor', v.array(DoctorSchema), {
        ...cached,
        query: {
          query: query.trim(),
          field: DOCTOR_SEARCH.fields.join(','),
          type: DOCTOR_SEARCH.type,
          limit,
          option: DOCTOR_SEARCH.option,
          prefixLength: DOCTOR_SEARCH.prefixLength,
        },
      }),
    concerns: ({ query, limit }) =>
      api.read('/search/concern', v.array(ConcernSuggestionSchema), {
        ...cached,
        query: { query: query.trim(), limit },
      }),
  };
}
