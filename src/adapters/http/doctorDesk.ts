// The doctor's desk calls: the user's roles, the signed-in doctor's consultations and hours,
// saving hours, and recording a consultation's outcome with notes and recommended products.
import * as v from 'valibot';
import type { Permission } from '@domain/account';
import {
  AvailabilitySchema,
  DoctorConsultationSchema,
  type Availability,
  type ConsultationNotesBody,
  type DoctorConsultation,
} from '@domain/contract/consultations';
import type { ApiResult } from '@domain/contract/envelope';
import type { ApiClient } from './apiClient';
import { readPermission } from './resources';

export interface DoctorDeskApi {
  roles(uid: string): Promise<ApiResult<Permission>>;
  /** The doctor's consultations and hours, or the first of the two reads' failures. */
  desk(): Promise<ApiResult<{ consultations: DoctorConsultation[]; availability: Availability }>>;
  saveAvailability(availability: Availability): Promise<ApiResult<Availability>>;
  recordOutcome(consultationId: string, body: ConsultationNotesBody): Promise<ApiResult<DoctorConsultation>>;
}

export function createDoctorDeskApi(api: ApiClient): DoctorDeskApi {
  return {
    roles: (uid) => readPermission(api, uid),
    desk: async () => {
      const [consultations, availability] = await Promise.all([
        api.read('/doctors/me/consultations', v.array(DoctorConsultationSchema)),
        api.read('/doctors/me/availability', AvailabilitySchema),
      ]);
      if (!consultations.success) return consultations;
      if (!availability.success) return availability;
      return { success: true, data: { consultations: consultations.data, availability: availability.data } };
    },
    saveAvailability: (availability) => api.put('/doctors/me/availability', availability, AvailabilitySchema),
    recordOutcome: (consultationId, body) =>
      api.post(`/consultations/${encodeURIComponent(consultationId)}/notes`, body, DoctorConsultationSchema),
  };
}
