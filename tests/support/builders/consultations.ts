// A consultation as its patient sees it, booked by default; tests override what they need.
import type { Consultation } from '@domain/contract/consultations';

export function aConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    _id: 'c_abcdefghij12',
    doctorId: 'meera-iyer',
    startsAt: '2026-11-26T10:00:00+05:30',
    endsAt: '2026-11-26T10:20:00+05:30',
    mode: 'video',
    status: 'booked',
    fee: 899,
    concern: 'Acidity',
    holdExpiresAt: null,
    meetingLink: null,
    notes: null,
    recommendedItemIds: [],
    refund: null,
    doctorName: 'Dr. Meera Iyer',
    clinicAddress: null,
    ...overrides,
  };
}
