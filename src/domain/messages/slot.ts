// Refusals of a consultation slot.
import { SLOT_RULES } from '../constants';

export const SLOT_MESSAGES = {
  notASlot: "That time is not one of the doctor's slots",
  tooSoon: `Consultations must be booked at least ${SLOT_RULES.minNoticeMinutes / 60} hours ahead`,
  inThePast: 'That time has already passed',
  beyondHorizon: `Consultations can be booked up to ${SLOT_RULES.horizonDays} days ahead`,
  modeNotOffered: 'The doctor does not offer this kind of consultation',
} as const;
