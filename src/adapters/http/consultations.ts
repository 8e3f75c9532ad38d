// The patient's consultation calls: a doctor's free slots on a day, the first free slot after a
// day, holding a slot, confirming its payment, the patient's consultations, cancelling and
// rescheduling.
import * as v from 'valibot';
import {
  ConsultationSchema,
  NextSlotSchema,
  PlacedConsultationSchema,
  SlotSchema,
  type BookConsultationBody,
  type Consultation,
  type PlacedConsultation,
} from '../../domain/contract/consultations';
import type { ApiResult } from '../../domain/contract/envelope';
import type { PaymentSuccess } from '../../domain/payment';
import type { Slot } from '../../domain/slots';
import type { ApiClient } from './apiClient';

const segment = encodeURIComponent;

export interface ConsultationsApi {
  /** The doctor's free slots on an India date; undefined when they could not be loaded. */
  slots(doctorId: string, date: string): Promise<Slot[] | undefined>;
  /** The doctor's first free slot on an India date after `after` (null when none in the horizon). */
  nextFreeSlot(doctorId: string, after: string): Promise<Slot | null | undefined>;
  hold(body: BookConsultationBody): Promise<ApiResult<PlacedConsultation>>;
  confirmPayment(consultationId: string, payment: PaymentSuccess): Promise<ApiResult<Consultation>>;
  /** The patient's consultations, the latest first; undefined when they could not be loaded. */
  mine(uid: string): Promise<Consultation[] | undefined>;
  cancel(consultationId: string, userId: string): Promise<ApiResult<Consultation>>;
  reschedule(consultationId: string, userId: string, startsAt: string): Promise<ApiResult<Consultation>>;
}

export function createConsultationsApi(api: ApiClient): ConsultationsApi {
  return {
    slots: (doctorId, date) => api.get(`/doctors/${segment(doctorId)}/slots`, v.array(SlotSchema), { query: { date } }),
    nextFreeSlot: async (doctorId, after) => {
      const next = await api.get('/doctors/next-slots', v.array(NextSlotSchema), { query: { ids: doctorId, after } });
      return next && (next.find((entry) => entry.doctorId === doctorId)?.slot ?? null);
    },
    hold: (body) => api.post('/consultations', body, PlacedConsultationSchema),
    confirmPayment: (consultationId, payment) =>
      api.put(
        `/consultations/private/${segment(consultationId)}`,
        { status: 'booked', ...payment },
        ConsultationSchema,
      ),
    mine: (uid) => api.get(`/consultations/user/${segment(uid)}`, v.array(ConsultationSchema)),
    cancel: (consultationId, userId) =>
      api.post(`/consultations/${segment(consultationId)}/cancel`, { userId }, ConsultationSchema),
    reschedule: (consultationId, userId, startsAt) =>
      api.post(`/consultations/${segment(consultationId)}/reschedule`, { userId, startsAt }, ConsultationSchema),
  };
}
