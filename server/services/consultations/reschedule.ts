// Moving a booked consultation to another free slot of the same doctor.
import { eq } from 'drizzle-orm';
import { canRescheduleAt } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema';
import { queueConsultationMessages } from '../notifications/outbox';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { patientConsultation } from './list';
import { allowed, listedDoctor, MINUTE_MS, ownConsultation, type ConsultationSettings } from './records';
import { assertBookable, takingSlot } from './slot';

/**
 * Moves a booked consultation to another free slot of the same doctor, at no charge, in one
 * transaction: it moves, or (slot taken, too late, not a slot) stays exactly where it was.
 */
export async function rescheduleConsultation(
  db: Db,
  settings: ConsultationSettings,
  { id, uid, startsAt, now }: { id: string; uid: string; startsAt: number; now: number },
): Promise<Outcome<Consultation>> {
  return outcomeOf(async () => {
    await takingSlot(() =>
      db.transaction(async (tx) => {
        const row = await ownConsultation(tx, id, uid, now);
        allowed(nextConsultationStatus(row.status, { type: 'reschedule' }), CONSULTATION_MESSAGES.notBooked);
        if (!canRescheduleAt(row.startsAt.getTime(), now))
          throw refuse(FAILURE_CODES.conflict, CONSULTATION_MESSAGES.rescheduleTooLate);
        const doctor = (await listedDoctor(tx, row.doctorId))!;
        await assertBookable(tx, doctor, { startsAt, mode: row.mode, now, except: row.id });
        await tx
          .update(consultations)
          .set({
            startsAt: new Date(startsAt),
            endsAt: new Date(startsAt + doctor.slotMinutes * MINUTE_MS),
            updatedAt: new Date(now),
          })
          .where(eq(consultations.id, row.id));
        await queueConsultationMessages(tx, { ...row, startsAt: new Date(startsAt) }, 'consultationRescheduled', now);
      }),
    );
    return patientConsultation(db, settings, id, now);
  });
}
