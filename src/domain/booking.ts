// Booking a consultation: the patient's choice (day, slot, mode, intake), kept on the device while
// they sign in, and what the gateway's checkout opens with for the held slot.
import type { PlacedConsultation } from './contract/consultations';
import { BOOKING_MESSAGES } from './messages/booking';
import type { CheckoutRequest } from './payment';
import { PRODUCT_NAME } from './product';
import type { ConsultationMode } from './slots';

export interface BookingIntake {
  /** What the patient wants to talk about, in their words (optional). */
  concern: string;
  /** The patient consents to a consultation by video or audio (not asked for in-clinic ones). */
  teleconsultConsent: boolean;
}

/** The patient's choice so far: what brings them back to the same doctor, day and slot after signing in. */
export interface BookingDraft {
  doctorId: string;
  date: string;
  startsAt: string | null;
  mode: ConsultationMode | null;
  intake: BookingIntake;
}

export const EMPTY_INTAKE: BookingIntake = { concern: '', teleconsultConsent: false };

/**
 * What the intake still lacks for this mode; null when it is complete. It never asks whether the
 * patient is an adult: only a registered patient can hold a slot, and registering takes a date of
 * birth of someone 18 or older (`isAdult`), so the date of birth already says so.
 */
export function intakeRefusal(intake: BookingIntake, mode: ConsultationMode | null): string | null {
  if (mode !== 'clinic' && !intake.teleconsultConsent) return BOOKING_MESSAGES.consentToTeleconsult;
  return null;
}

export function consultationCheckoutRequest(placed: PlacedConsultation, doctorName: string): CheckoutRequest {
  return {
    key: placed.key,
    order_id: placed.order_id,
    amount: placed.amount,
    currency: placed.currency,
    name: PRODUCT_NAME,
    description: `Consultation with ${doctorName}`,
  };
}

export const CONSULTATION_MODE_LABELS: Record<ConsultationMode, string> = {
  video: 'Video call',
  audio: 'Audio call',
  clinic: 'In clinic',
};
