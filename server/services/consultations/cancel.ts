// Cancelling a consultation: the lifecycle decides whether it may end, and the refund rule how much is returned.
import { eq } from 'drizzle-orm';
import { consultationRefundPaise } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema';
import { queueConsultationMessages } from '../notifications/outbox';
import { REFUND_REASONS } from '../refunds/reasons';
import { startRefund } from '../refunds/start';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { patientConsultation } from './list';
import { allowed, ownConsultation, type ConsultationPayments, type ConsultationSettings } from './records';

/**
 * Cancels a consultation of patient `uid`: an unpaid hold simply ends; a booked consultation is
 * refunded as `consultationRefundPaise` says: the refund starts in the same transaction and the
 * refund worker carries it to the gateway, so a failing gateway never holds the cancellation back.
 */
export async function cancelConsultation(
  db: Db,
  pay: ConsultationPayments,
  settings: ConsultationSettings,
  { id, uid, now }: { id: string; uid: string; now: number },
): Promise<Outcome<Consultation>> {
  return outcomeOf(async () => {
    await db.transaction(async (tx) => {
      const row = await ownConsultation(tx, id, uid, now);
      if (row.status === 'booked' && row.startsAt.getTime() <= now)
        throw refuse(FAILURE_CODES.conflict, CONSULTATION_MESSAGES.alreadyStarted);
      const refundPaise =
        row.status === 'booked'
          ? consultationRefundPaise({ pricePaise: row.pricePaise, startsAt: row.startsAt.getTime(), cancelledAt: now })
          : 0;
      const next = allowed(
        nextConsultationStatus(row.status, { type: 'cancel', refundPaise }),
        CONSULTATION_MESSAGES.notBooked,
      );
      const refunding = next === 'refunded' && row.paymentId !== null;
      if (refunding)
        await startRefund(tx, {
          subjectKind: 'consultation',
          subjectId: row.id,
          paymentId: row.paymentId!,
          amountPaise: refundPaise,
          reason: REFUND_REASONS.cancelledByPatient,
          requestedBy: null,
        });
      await tx
        .update(consultations)
        .set({
          status: next,
          holdExpiresAt: null,
          refundPaise: refunding ? refundPaise : null,
          updatedAt: new Date(now),
        })
        .where(eq(consultations.id, row.id));
      // An unpaid hold that ends was never confirmed to anyone.
      if (row.status === 'booked') await queueConsultationMessages(tx, row, 'consultationCancelled', now);
    });
    return patientConsultation(db, settings, id, now);
  });
}
