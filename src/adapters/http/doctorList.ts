// The doctors list's calls: a page of verified doctors as the server filters it (the page's own
// URL query is the request's), and the next free slot of each listed doctor (not cached: slots are
// taken all the time, so a page the server rendered leaves them to the browser).
import * as v from 'valibot';
import { CACHE_TTL_MS } from '@domain/constants';
import { NextSlotSchema } from '@domain/contract/consultations';
import { DoctorPageSchema, type DoctorPage } from '@domain/contract/doctors';
import type { ApiResult } from '@domain/contract/envelope';
import { searchFromDoctorFilters } from '@domain/doctorFilters';
import type { DoctorListRequest, NextSlots } from '@domain/searchRequests';
import type { ApiClient } from './apiClient';

export interface DoctorListApi {
  loadPage(request: DoctorListRequest): Promise<ApiResult<DoctorPage>>;
  /** Each doctor's next free slot, by doctor. */
  loadNextSlots(doctorIds: readonly string[]): Promise<ApiResult<NextSlots>>;
}

export function createDoctorListApi(api: ApiClient): DoctorListApi {
  return {
    loadPage: ({ filters, start, limit }) =>
      api.read(`/doctors/query/${start}/${limit}`, DoctorPageSchema, {
        ttlMs: CACHE_TTL_MS.page,
        query: Object.fromEntries(new URLSearchParams(searchFromDoctorFilters(filters))),
      }),
    loadNextSlots: async (doctorIds) => {
      if (doctorIds.length === 0) return { success: true, data: {} };
      const reply = await api.read('/doctors/next-slots', v.array(NextSlotSchema), {
        query: { ids: doctorIds.join(',') },
      });
      if (!reply.success) return reply;
      return { success: true, data: Object.fromEntries(reply.data.map((entry) => [entry.doctorId, entry.slot])) };
    },
  };
}
