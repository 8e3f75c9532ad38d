// What the consultation services share: the row and settings types, the hold sweeper, and a
// patient's own consultation, locked, with a hold that ran out ended on access.
import { and, eq, lte } from 'drizzle-orm';
import type { ConsultationStatus } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db, Queryable } from '../../db/client';
import { consultations, doctors, payments } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import type { DoctorRow } from '../doctorSchedule';
import { refuse, refuseMissing } from '../refusal';
import { startSweep } from '../sweeps';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export type ConsultationRow = typeof consultations.$inferSelect;

/** The payment port and the key secret its checkout signatures are made with. */
export interface ConsultationPayments {
  gateway: PaymentGateway;
  keySecret: string;
}

export interface ConsultationSettings {
  /** Where meeting rooms live, e.g. https://meet.jit.si. */
  meetingBaseUrl: string;
}

/** The status an unpaid hold ends in when its time runs out. */
const EXPIRED = nextConsultationStatus('pending', { type: 'holdExpired' })!;

/** Ends the holds whose time ran out (of one doctor, one patient or all), freeing their slots. */
export async function expireHolds(
  db: Queryable,
  now: number,
  scope: { doctorId?: string; uid?: string } = {},
): Promise<number> {
  const expired = await db
    .update(consultations)
    .set({ status: EXPIRED, updatedAt: new Date(now) })
    .where(
      and(
        eq(consultations.status, 'pending'),
        lte(consultations.holdExpiresAt, new Date(now)),
        scope.doctorId ? eq(consultations.doctorId, scope.doctorId) : undefined,
        scope.uid ? eq(consultations.uid, scope.uid) : undefined,
      ),
    )
    .returning({ id: consultations.id });
  return expired.length;
}

/**
 * Ends run-out holds every `everyMs`, so the patient's and doctor's lists and the slot
 * lists agree even when nobody books; bookings and reads also end them as they go. Returns the stop.
 */
export function startHoldSweeper(db: Db, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return startSweep(db, { name: 'consultation-holds', everyMs, run: () => expireHolds(db, Date.now()), onError });
}

export async function listedDoctor(db: Queryable, doctorId: string): Promise<DoctorRow | undefined> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, doctorId));
  return row;
}

/** The consultation `id`, locked for the transaction; refused (not found) when there is none. */
export async function lockConsultation(tx: Queryable, id: string): Promise<ConsultationRow> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw refuseMissing('Consultation');
  return row;
}

/** The consultation `id` of patient `uid`, locked for the transaction; 404 or 403 otherwise. */
export async function ownConsultation(tx: Queryable, id: string, uid: string, now: number): Promise<ConsultationRow> {
  const row = await lockConsultation(tx, id);
  if (row.uid !== uid) throw refuse(FAILURE_CODES.forbidden, CONSULTATION_MESSAGES.notYourConsultation);
  return endOverdueHold(tx, row, now);
}

/** Checked on access: a (locked) hold whose time ran out is over even before the sweeper sees it. */
export async function endOverdueHold(tx: Queryable, row: ConsultationRow, now: number): Promise<ConsultationRow> {
  if (row.status !== 'pending' || !row.holdExpiresAt || row.holdExpiresAt.getTime() > now) return row;
  await tx.update(consultations).set({ status: EXPIRED }).where(eq(consultations.id, row.id));
  return { ...row, status: EXPIRED };
}

export const isKnownPayment = async (tx: Queryable, paymentId: string) =>
  (await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId))).length > 0;

/** The lifecycle's answer, or a conflict saying `refusal` when it does not allow the change. */
export function allowed(next: ConsultationStatus | null, refusal: string): ConsultationStatus {
  if (!next) throw refuse(FAILURE_CODES.conflict, refusal);
  return next;
}
