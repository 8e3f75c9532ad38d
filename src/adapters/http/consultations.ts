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
} from '@domain/contract/consultations';
import type { ApiResult } from '@domain/contract/envelope';
import type { PaymentSuccess } from '@domain/payment';
import type { Slot } from '@domain/slots';
import type { ApiClient } from './apiClient';

const segment = encodeURIComponent;

export interface ConsultationsApi {
  /** The doctor's free slots on an India date. */
  slots(doctorId: string, date: string): Promise<ApiResult<Slot[]>>;
  /** The doctor's first free slot on an India date after `after` (null when none in the horizon). */
  nextFreeSlot(doctorId: string, after: string): Promise<ApiResult<Slot | null>>;
  hold(body: BookConsultationBody): Promise<ApiResult<PlacedConsultation>>;
  confirmPayment(consultationId: string, payment: PaymentSuccess): Promise<ApiResult<Consultation>>;
  /** The patient's consultations, the latest first. */
  mine(uid: string): Promise<ApiResult<Consultation[]>>;
  cancel(consultationId: string, userId: string): Promise<ApiResult<Consultation>>;
  reschedule(consultationId: string, userId: string, startsAt: string): Promise<ApiResult<Consultation>>;
}

export function createConsultationsApi(api: ApiClient): ConsultationsApi {
  return {
    slots: (doctorId, date) =>
      api.read(`/doctors/${segment(doctorId)}/slots`, v.array(SlotSchema), { query: { date } }),
    nextFreeSlot: async (doctorId, after) => {
      const next = await api.read('/doctors/next-slots', v.array(NextSlotSchema), { query: { ids: doctorId, after } });
      if (!next.success) return next;
      return { success: true, data: next.data.find((entry) => entry.doctorId === doctorId)?.slot ?? null };
    },
    hold: (body) => api.post('/consultations', body, PlacedConsultationSchema),
    confirmPayment: (consultationId, payment) =>
      api.put(
        `/consultations/private/${segment(consultationId)}`,
        { status: 'booked', ...payment },
        ConsultationSchema,
      ),
    mine: (uid) => api.read(`/consultations/user/${segment(uid)}`, v.array(ConsultationSchema)),
    cancel: (consultationId, userId) =>
      api.post(`/consultations/${segment(consultationId)}/cancel`, { userId }, ConsultationSchema),
    reschedule: (consultationId, userId, startsAt) =>
      api.post(`/consultations/${segment(consultationId)}/reschedule`, { userId, startsAt }, ConsultationSchema),
  };
}
