/**
 * The profile's doctor mark and section, by the user's doctor standing (doctorStanding in
 * domain/desk.ts): a verified doctor, a pending applicant, or someone who may apply.
 */
export const DOCTOR_PROFILE_MESSAGES = {
  verifiedMark: 'Verified doctor',
  applicantMark: 'Doctor applicant',
  verifiedSection: 'Doctor on Ojas',
  verified: 'You are a verified doctor',
  verifiedDetail: 'Patients can book consultations with you.',
  applySection: 'Become a doctor',
  applicant: 'You are listed as a doctor applicant',
  applicantDetail: 'We verify your registration before you appear in consultations. We will be in touch.',
  rejected: 'Your doctor application was not approved',
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  invitation:
    'Are you a registered Ayurvedic practitioner? Apply to offer consultations on Ojas. Every application is verified.',
  apply: 'Apply as a doctor',
  applying: 'Applying…',
} as const;
