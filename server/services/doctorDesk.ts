// The doctor's desk: a verified doctor (their doctor record linked to their uid) sees their own
// consultations, sets their weekly hours and date overrides, and records the outcome and notes.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { canRecordOutcomeAt } from '@domain/consultation';
import type { Availability, ConsultationNotesBody, DoctorConsultation } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db } from '../db/client';
import { consultations, doctorAvailability, doctorDateOverrides, doctors, items, users } from '../db/schema';
import { consultationFields } from './consultations/list';
import { expireHolds, lockConsultation, type ConsultationSettings } from './consultations/records';
import { loadSchedule, type DoctorRow } from './doctorSchedule';
import { refuse, transactionOutcome, type Outcome } from './refusal';

/** How far back the desk lists consultations, so recent ones can still get their notes. */
const DESK_HISTORY_DAYS = 30;

/** The verified doctor whose record is linked to `uid`; refused (forbidden) for anyone else. */
export async function deskDoctor(db: Db, uid: string): Promise<Outcome<DoctorRow>> {
  const [row] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.uid, uid), eq(doctors.status, 'verified')));
  if (!row)
    return { kind: 'refused', refusal: { code: FAILURE_CODES.forbidden, message: CONSULTATION_MESSAGES.notADoctor } };
  return { kind: 'done', value: row };
}

/** The doctor's booked and past consultations from the last 30 days on, the soonest first. */
export async function listDoctorConsultations(
  db: Db,
  settings: ConsultationSettings,
  doctorId: string,
  now: number,
): Promise<DoctorConsultation[]> {
  await expireHolds(db, now, { doctorId });
  const rows = await db
    .select({ consultation: consultations, patientName: users.fullName })
    .from(consultations)
    .leftJoin(users, eq(users.uid, consultations.uid))
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        inArray(consultations.status, ['booked', 'completed', 'no_show']),
        gte(consultations.startsAt, new Date(now - DESK_HISTORY_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(consultations.startsAt));
  return rows.map((row) => ({
    ...consultationFields(row.consultation, settings, now),
    patientName: row.patientName ?? '',
  }));
}

export async function getAvailability(db: Db, doctor: DoctorRow): Promise<Availability> {
  const schedule = await loadSchedule(db, doctor);
  return {
    weekly: [...schedule.weekly].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute),
    overrides: [...schedule.overrides].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Replaces the doctor's weekly hours and date overrides in one transaction. Booked consultations stay. */
export async function replaceAvailability(
  db: Db,
  doctor: DoctorRow,
  availability: Availability,
): Promise<Availability> {
  await db.transaction(async (tx) => {
    await tx.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctor.id));
    await tx.delete(doctorDateOverrides).where(eq(doctorDateOverrides.doctorId, doctor.id));
    if (availability.weekly.length)
      await tx
        .insert(doctorAvailability)
        .values(availability.weekly.map((window) => ({ ...window, doctorId: doctor.id })));
    if (availability.overrides.length)
      await tx
        .insert(doctorDateOverrides)
        .values(
          availability.overrides.map((entry) => ({ doctorId: doctor.id, date: entry.date, windows: entry.windows })),
        );
  });
  return getAvailability(db, doctor);
}

/**
 * The doctor's outcome and notes for one of their consultations that has started: booked →
 * completed or no_show through the lifecycle; the notes of a finished one can be corrected.
 */
export async function recordNotes(
  db: Db,
  settings: ConsultationSettings,
  { doctor, id, body, now }: { doctor: DoctorRow; id: string; body: ConsultationNotesBody; now: number },
): Promise<Outcome<DoctorConsultation>> {
  return transactionOutcome(db, async (tx) => {
    const row = await lockConsultation(tx, id);
    if (row.doctorId !== doctor.id) throw refuse(FAILURE_CODES.forbidden, CONSULTATION_MESSAGES.notYourPatient);
    if (!canRecordOutcomeAt(row.startsAt.getTime(), now))
      throw refuse(FAILURE_CODES.conflict, CONSULTATION_MESSAGES.notYetStarted);
    const next =
      row.status === body.outcome
        ? row.status
        : nextConsultationStatus(row.status, { type: body.outcome === 'completed' ? 'complete' : 'markNoShow' });
    if (!next) throw refuse(FAILURE_CODES.conflict, CONSULTATION_MESSAGES.notBooked);
    const recommended = [...new Set(body.recommendedItemIds)];
    if (recommended.length) {
      const known = await tx.select({ id: items.id }).from(items).where(inArray(items.id, recommended));
      if (known.length !== recommended.length)
        throw refuse(FAILURE_CODES.invalidInput, CONSULTATION_MESSAGES.notRecommendable);
    }
    const [updated] = await tx
      .update(consultations)
      .set({ status: next, notes: body.notes, recommendedItemIds: recommended, updatedAt: new Date(now) })
      .where(eq(consultations.id, id))
      .returning();
    const [patient] = await tx.select({ name: users.fullName }).from(users).where(eq(users.uid, updated!.uid));
    return { ...consultationFields(updated!, settings, now), patientName: patient?.name ?? '' };
  });
}
