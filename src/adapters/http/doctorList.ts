// The doctors list's calls: a page of verified doctors (the listing, or the typo-tolerant doctor
// search when there is a query) and the next free slot of up to 50 of them.
import * as v from 'valibot';
import { CACHE_TTL_MS } from '../../domain/constants';
import { NextSlotSchema, type NextSlot } from '../../domain/contract/consultations';
import { DoctorPageSchema } from '../../domain/contract/doctors';
import type { DoctorFinding, FoundDoctors } from '../../domain/searchRequests';
import type { ApiClient } from './apiClient';
import type { SearchApi } from './search';

export interface DoctorListApi {
  findDoctors(finding: DoctorFinding): Promise<FoundDoctors | undefined>;
  nextSlots(doctorIds: string[]): Promise<NextSlot[] | undefined>;
}

export function createDoctorListApi(api: ApiClient, search: SearchApi): DoctorListApi {
  return {
    findDoctors: async ({ query, start, limit }) => {
      if (query === '')
        return api.get(`/doctors/query/${start}/${limit}`, DoctorPageSchema, { ttlMs: CACHE_TTL_MS.page });
      const doctors = await search.doctors({ query, limit });
      return doctors && { doctors, total: doctors.length };
    },
    // Not cached: slots are taken all the time.
    nextSlots: (doctorIds) =>
      api.get('/doctors/next-slots', v.array(NextSlotSchema), { query: { ids: doctorIds.join(',') } }),
  };
}
