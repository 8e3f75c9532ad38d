// The doctor's desk: who may open it, and which consultations it lists as today's and which as
// upcoming (what it says is messages/desk.ts).
import { hasRole, type DoctorApplication, type Permission } from './account';
import type { DoctorConsultation } from './contract/consultations';
import { formatIndiaDayAndTime } from './indiaTime';
import { indiaDate, indiaDateOf } from './slots';

/** The desk is for users whose roles (from the server, never the display name) include doctor. */
export function hasDoctorRole(permission: Permission | undefined): boolean {
  return hasRole(permission, 'doctor');
}

/** Where the user's latest doctor application stands (from the server's record); undefined without one. */
export function applicationStatus(permission: Permission | undefined): DoctorApplication['status'] | undefined {
  return permission?.application?.status;
}

/**
 * Why the user's latest application was turned down ('' when the operator gave no reason), or
 * undefined when it was not: the profile says so above the invitation to apply again.
 */
export function rejectionReason(permission: Permission | undefined): string | undefined {
  return applicationStatus(permission) === 'rejected' ? (permission?.application?.reason ?? '') : undefined;
}

/** What the profile says of the user as a doctor (docs/product.md, "Apply as a doctor"). */
export type DoctorStanding = 'verified' | 'applicant' | 'mayApply';

/**
 * A verified doctor: their application was verified, or they have the doctor role (the seeded
 * doctors have no application). An applicant: their latest application is pending. Turned down or
 * none: they may apply. (The way to the desk follows the doctor role alone: hasDoctorRole.)
 */
export function doctorStanding(permission: Permission): DoctorStanding {
  const status = applicationStatus(permission);
  if (status === 'verified' || hasDoctorRole(permission)) return 'verified';
  return status === 'pending' ? 'applicant' : 'mayApply';
}

/** The product picker asks the store search with a forgiving prefix, for a short list. */
export const DESK_PRODUCT_SEARCH = { prefixLength: 1, limit: 8 } as const;

/** At most this many products are recommended with one consultation's notes. */
export const MAX_RECOMMENDED = 20;

/** Today's consultations (India date) and the later ones, soonest first; the past are left out. */
export function deskAgenda(
  consultations: readonly DoctorConsultation[],
  now: number,
): { today: DoctorConsultation[]; upcoming: DoctorConsultation[] } {
  const today = indiaDate(now);
  const active = [...consultations]
    .filter((consultation) => consultation.status !== 'pending' && consultation.status !== 'expired')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return {
    today: active.filter((consultation) => indiaDateOf(consultation.startsAt) === today),
    upcoming: active.filter((consultation) => indiaDateOf(consultation.startsAt) > today),
  };
}

/** When a consultation starts, India time: 'Tue, 24 Nov, 10:00 am'. */
export function consultationTimeText(startsAt: string): string {
  return formatIndiaDayAndTime(startsAt);
}

/** A minute of the day as a time field shows it: 540 → '09:00'. */
export function minuteToClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A time field's '09:30' as minutes since midnight; undefined when it is not a time. */
export function clockToMinute(clock: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 1440 && Number(match[2]) < 60 ? minute : undefined;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
