// Refusals of a change to a booked consultation.
import { CONSULTATION_RULES } from '../constants';

export const CONSULTATION_MESSAGES = {
  alreadyStarted: 'A consultation that has started can no longer be cancelled',
  rescheduleTooLate: `Consultations can be rescheduled until ${CONSULTATION_RULES.rescheduleCutoffHours} hours before they start`,
  notBooked: 'Only a booked consultation can be changed this way',
  notYetStarted: 'A consultation can be marked completed or missed only once it has started',
  doctorNotVerified: 'This doctor is not taking consultations',
  notADoctor: 'Only a verified doctor can do this',
  notYourConsultation: 'This consultation belongs to another account',
  notYourPatient: 'This consultation belongs to another doctor',
  notRecommendable: 'Recommended items must be items of the catalogue',
} as const;
