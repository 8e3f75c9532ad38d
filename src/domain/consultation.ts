// Rules of a booked consultation that the patient, the doctor and the policy pages all read:
// the refund on cancelling, when rescheduling is allowed, and when the meeting link shows.
import { CONSULTATION_RULES, SLOT_RULES } from './constants';
import { CONSULTATION_MESSAGES } from './messages/consultation';
import type { ConsultationMode } from './slots';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The refund rule in the words the Cancellation & Refund Policy page uses; the seeded policy
 * quotes these lines, so the page and `consultationRefundPaise` cannot disagree.
 */
export const CONSULTATION_REFUND_POLICY = [
  `If you cancel a booked consultation at least ${CONSULTATION_RULES.fullRefundHours} hours before it starts, you receive a full refund of the consultation fee.`,
  `If you cancel less than ${CONSULTATION_RULES.fullRefundHours} hours before it starts, or do not join, no refund is due, because the doctor has reserved that time for you.`,
  `${CONSULTATION_MESSAGES.alreadyStarted}.`,
  `You may reschedule a booked consultation to another free slot of the same doctor at no charge until ${CONSULTATION_RULES.rescheduleCutoffHours} hours before it starts.`,
  `An unpaid booking is never charged: it holds its slot for ${SLOT_RULES.holdMinutes} minutes and is then released.`,
] as const;

/**
 * What cancelling returns, in paise: the whole fee when it happens at least `fullRefundHours`
 * before the start, nothing later (the policy's words are `CONSULTATION_REFUND_POLICY`).
 */
export function consultationRefundPaise({
  pricePaise,
  startsAt,
  cancelledAt,
}: {
  pricePaise: number;
  startsAt: number;
  cancelledAt: number;
}): number {
  return startsAt - cancelledAt >= CONSULTATION_RULES.fullRefundHours * HOUR_MS ? pricePaise : 0;
}

/** Whether a consultation starting at `startsAt` may still be moved at `now`. */
export function canRescheduleAt(startsAt: number, now: number): boolean {
  return startsAt - now >= CONSULTATION_RULES.rescheduleCutoffHours * HOUR_MS;
}

/** A consultation's outcome (completed or no-show) can be recorded once it has started. */
export function canRecordOutcomeAt(startsAt: number, now: number): boolean {
  return now >= startsAt;
}

/** Video and audio consultations meet online; in-clinic ones at the clinic's address. */
export function meetsOnline(mode: ConsultationMode): boolean {
  return mode !== 'clinic';
}

/**
 * The meeting link of an online consultation, from `meetingOpensMinutes` before its start until
 * its end; null otherwise (too early, over, or in clinic).
 */
export function meetingLink({
  baseUrl,
  room,
  mode,
  startsAt,
  endsAt,
  now,
}: {
  baseUrl: string;
  room: string;
  mode: ConsultationMode;
  startsAt: number;
  endsAt: number;
  now: number;
}): string | null {
  const open = now >= startsAt - CONSULTATION_RULES.meetingOpensMinutes * MINUTE_MS && now < endsAt;
  return meetsOnline(mode) && open ? meetingRoomUrl(baseUrl, room) : null;
}

/** The address of a consultation's meeting room (given out ahead in its invitation; the page shows it once open). */
export function meetingRoomUrl(baseUrl: string, room: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${room}`;
}

/** What the patient is told before cancelling: the refund the rule gives now, in the policy's words. */
export function cancellationTerms({
  pricePaise,
  startsAt,
  now,
}: {
  pricePaise: number;
  startsAt: number;
  now: number;
}): { refundPaise: number; policy: string } {
  const refundPaise = consultationRefundPaise({ pricePaise, startsAt, cancelledAt: now });
  return { refundPaise, policy: CONSULTATION_REFUND_POLICY[refundPaise > 0 ? 0 : 1] };
}

/** Statuses of a consultation that still lies ahead (held or booked). */
const ACTIVE_STATUSES = ['pending', 'booked'] as const;

/** Whether a consultation is still to come: held or booked, and not over. */
export function isUpcoming(consultation: { status: string; endsAt: string }, now: number): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(consultation.status) && Date.parse(consultation.endsAt) > now;
}
