// Taking a slot, for a new hold and for a move alike: the slot must be one the doctor offers and
// free, and the database's exclusion constraint (consultations_no_overlap) refuses a second
// active consultation over the same time, whatever races.
import { and, eq, gt, lte, or } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { slotRefusal, type ConsultationMode } from '@domain/slots';
import type { Db, Queryable } from '../../db/client';
import { retryingDeadlocks, violatesConstraint } from '../../db/constraints';
import { consultations } from '../../db/schema';
import { busyIntervals, loadSchedule, type DoctorRow } from '../doctorSchedule';
import { Refused, refuse } from '../refusal';
import { DAY_MS, expireHolds } from './records';

const NO_OVERLAP = 'consultations_no_overlap';

/** Checks `startsAt` as `mode` against the doctor's schedule and busy time (`except` a consultation being moved). */
export async function assertBookable(
  tx: Queryable,
  doctor: DoctorRow,
  { startsAt, mode, now, except }: { startsAt: number; mode: ConsultationMode; now: number; except?: string },
): Promise<void> {
  if (doctor.status !== 'verified') throw refuse(FAILURE_CODES.invalidInput, CONSULTATION_MESSAGES.doctorNotVerified);
  await expireHolds(tx, now, { doctorId: doctor.id });
  // In turn: a transaction's one connection runs a query at a time.
  const schedule = await loadSchedule(tx, doctor);
  const busy = await busyIntervals(tx, [doctor.id], { from: startsAt - DAY_MS, to: startsAt + DAY_MS, now, except });
  const refusal = slotRefusal({ schedule, startsAt, mode, busy: busy.get(doctor.id)!, now });
  if (refusal) throw new Refused(refusal);
}

/**
 * Runs `write`; the exclusion constraint's refusal becomes 'Slot already booked'. A write that
 * lost a deadlock against a racing booking runs again (it then sees that booking).
 */
export async function takingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await retryingDeadlocks(write);
  } catch (error) {
    if (violatesConstraint(error, NO_OVERLAP)) throw refuse(FAILURE_CODES.slotTaken, COMMON_MESSAGES.slotAlreadyBooked);
    throw error;
  }
}

/**
 * Whether a booking or a live hold already covers the instant `startsAt`: one cheap read, so the
 * patients who lose a race for a slot are told at once instead of queueing for a transaction.
 */
export async function startIsTaken(db: Db, doctorId: string, startsAt: number, now: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        lte(consultations.startsAt, new Date(startsAt)),
        gt(consultations.endsAt, new Date(startsAt)),
        or(
          eq(consultations.status, 'booked'),
          and(eq(consultations.status, 'pending'), gt(consultations.holdExpiresAt, new Date(now))),
        ),
      ),
    )
    .limit(1);
  return Boolean(taken);
}
