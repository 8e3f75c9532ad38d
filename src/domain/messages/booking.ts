// Booking a consultation.

export const BOOKING_MESSAGES = {
  consentToTeleconsult: 'Please consent to a consultation by video or audio',
} as const;
