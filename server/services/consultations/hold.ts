// Holding a slot while the patient pays: the slot is taken inside a transaction (when two
// patients race for it, the exclusion constraint lets exactly one win), then a gateway order is
// opened for the fee; without one nobody can pay, so the slot is let go at once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SLOT_RULES } from '@domain/constants';
import type { BookConsultationBody, PlacedConsultation } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { SITE_MESSAGES } from '@domain/messages/site';
import { toIndiaIso } from '@domain/slots';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db } from '../../db/client';
import { retryingDeadlocks } from '../../db/constraints';
import { consultations, users } from '../../db/schema';
import { outcomeOf, refuse, refuseMissing, type Outcome } from '../refusal';
import { listedDoctor, MINUTE_MS, type ConsultationPayments } from './records';
import { assertBookable, startIsTaken, takingSlot } from './slot';

const newConsultationId = () => `c_${randomBytes(16).toString('base64url')}`;
/** 144 random bits: nobody finds a room by trying names. */
const newMeetingRoom = () => `ojas-${randomBytes(18).toString('base64url')}`;

/**
 * Holds a slot for `holdMinutes` and opens a gateway order for the fee. The slot is taken inside
 * a transaction; when two patients race for it, the exclusion constraint lets exactly one win.
 */
export async function holdSlot(
  db: Db,
  pay: ConsultationPayments,
  body: BookConsultationBody,
  now: number,
): Promise<Outcome<PlacedConsultation>> {
  return outcomeOf(async () => {
    const startsAt = Date.parse(body.startsAt);
    if (await startIsTaken(db, body.doctorId, startsAt, now))
      throw refuse(FAILURE_CODES.slotTaken, COMMON_MESSAGES.slotAlreadyBooked);
    const held = await takingSlot(() =>
      db.transaction(async (tx) => {
        const [patient] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, body.userId));
        if (!patient) throw refuse(FAILURE_CODES.notFound, SITE_MESSAGES.notRegistered);
        const doctor = await listedDoctor(tx, body.doctorId);
        if (!doctor) throw refuseMissing('Doctor');
        await assertBookable(tx, doctor, { startsAt, mode: body.mode, now });
        const [row] = await tx
          .insert(consultations)
          .values({
            id: newConsultationId(),
            doctorId: doctor.id,
            uid: body.userId,
            startsAt: new Date(startsAt),
            endsAt: new Date(startsAt + doctor.slotMinutes * MINUTE_MS),
            mode: body.mode,
            status: 'pending',
            pricePaise: doctor.appointmentPaise,
            concern: body.concern ?? '',
            holdExpiresAt: new Date(now + SLOT_RULES.holdMinutes * MINUTE_MS),
            meetingRoom: newMeetingRoom(),
          })
          .returning();
        return row!;
      }),
    );
    let orderId: string;
    try {
      const order = await pay.gateway.createOrder({
        amountPaise: held.pricePaise,
        receipt: held.id,
        notes: { kind: 'consultation', doctorId: held.doctorId },
      });
      orderId = order.id;
    } catch (error) {
      // Without a gateway order nobody can pay: let the slot go at once.
      const cancelled = nextConsultationStatus('pending', { type: 'cancel', refundPaise: 0 })!;
      await db.update(consultations).set({ status: cancelled }).where(eq(consultations.id, held.id));
      throw refuse(FAILURE_CODES.gatewayUnavailable, PAYMENT_MESSAGES.gatewayUnavailable, { cause: error });
    }
    // The new row version is checked against the exclusion constraint too, where a racing patient's
    // insert may be waiting on this row: PostgreSQL then ends one side, and this side tries again.
    await retryingDeadlocks(() =>
      db.update(consultations).set({ gatewayOrderId: orderId }).where(eq(consultations.id, held.id)),
    );
    await pay.gateway.ordersRecorded();
    return {
      _id: held.id,
      order_id: orderId,
      amount: held.pricePaise,
      currency: 'INR',
      key: pay.gateway.keyId,
      status: 'pending',
      holdExpiresAt: toIndiaIso(held.holdExpiresAt!.getTime()),
    };
  });
}
