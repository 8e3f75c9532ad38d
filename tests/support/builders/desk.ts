// Test builders for the doctor's desk: a booked consultation as its doctor sees it, and hours.
import type { Availability, DoctorConsultation } from '@domain/contract/consultations';

export function aDoctorConsultation(overrides: Partial<DoctorConsultation> = {}): DoctorConsultation {
  return {
    _id: 'c_consultation01',
    doctorId: 'meera-iyer',
    startsAt: '2026-11-24T10:00:00+05:30',
    endsAt: '2026-11-24T10:20:00+05:30',
    mode: 'video',
    status: 'booked',
    fee: 899,
    concern: 'Acidity after meals',
    holdExpiresAt: null,
    meetingLink: null,
    notes: null,
    recommendedItemIds: [],
    refund: null,
    patientName: 'Asha Verma',
    ...overrides,
  };
}

export const WEEKDAY_HOURS: Availability = {
  weekly: [{ weekday: 1, startMinute: 540, endMinute: 780 }],
  overrides: [{ date: '2026-12-25', windows: [] }],
};
