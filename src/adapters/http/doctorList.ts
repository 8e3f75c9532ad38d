// The doctors list's calls: a page of verified doctors as the server filters it (the page's own
// URL query is the request's), then the next free slot of each of them (not cached: slots are
// taken all the time). The page shows without next slots when those cannot be loaded.
import * as v from 'valibot';
import { CACHE_TTL_MS } from '../../domain/constants';
import { NextSlotSchema } from '../../domain/contract/consultations';
import { DoctorPageSchema } from '../../domain/contract/doctors';
import { searchFromDoctorFilters } from '../../domain/doctorFilters';
import type { DoctorListPage, DoctorListRequest } from '../../domain/searchRequests';
import type { ApiClient } from './apiClient';

export interface DoctorListApi {
  loadDoctors(request: DoctorListRequest): Promise<DoctorListPage | undefined>;
}

export function createDoctorListApi(api: ApiClient): DoctorListApi {
  return {
    loadDoctors: async ({ filters, start, limit }) => {
      const query = Object.fromEntries(new URLSearchParams(searchFromDoctorFilters(filters)));
      const page = await api.get(`/doctors/query/${start}/${limit}`, DoctorPageSchema, {
        ttlMs: CACHE_TTL_MS.page,
        query,
      });
      if (!page) return undefined;
      const slots = page.doctors.length
        ? await api.get('/doctors/next-slots', v.array(NextSlotSchema), {
            query: { ids: page.doctors.map((doctor) => doctor._id).join(',') },
          })
        : [];
      return {
        doctors: page.doctors,
        total: page.total,
        nextSlots: Object.fromEntries((slots ?? []).map((entry) => [entry.doctorId, entry.slot])),
      };
    },
  };
}
