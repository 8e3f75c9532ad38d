// The patient's checkout payment for a held consultation, verified exactly like a store order's,
// and the capture of a fee that both it and the gateway's webhook record.
import { eq } from 'drizzle-orm';
import type { Consultation, ConsultationConfirmBody } from '@domain/contract/consultations';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { CONSULTATION_MESSAGES } from '@domain/messages/consultation';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { nextConsultationStatus } from '@machines/consultationLifecycle';
import type { Db, Queryable } from '../../db/client';
import { consultations, payments } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { isPaymentSignatureValid } from '../../payments/signature';
import { queueConsultationMessages } from '../notifications/outbox';
import { REFUND_REASONS } from '../refunds/reasons';
import { startRefund } from '../refunds/start';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { patientConsultation } from './list';
import {
  isKnownPayment,
  ownConsultation,
  type ConsultationPayments,
  type ConsultationRow,
  type ConsultationSettings,
} from './records';

/**
 * Records a checkout payment, verified exactly like a store order's: the signature is checked
 * over the stored gateway order id in constant time, and a payment id pays at most one thing.
 * A payment for a hold that already ended is refunded at once.
 */
export async function confirmPayment(
  db: Db,
  pay: ConsultationPayments,
  settings: ConsultationSettings,
  { id, uid, body, now }: { id: string; uid: string; body: ConsultationConfirmBody; now: number },
): Promise<Outcome<Consultation>> {
  return outcomeOf(async () => {
    await db.transaction(async (tx) => {
      const row = await ownConsultation(tx, id, uid, now);
      if (row.paymentId && row.paymentId === body.razorpay_payment_id) return;
      if (row.gatewayOrderId === null || row.gatewayOrderId !== body.razorpay_order_id)
        throw refuse(FAILURE_CODES.invalidInput, PAYMENT_MESSAGES.wrongGatewayOrder);
      const signed = isPaymentSignatureValid(pay.keySecret, {
        gatewayOrderId: row.gatewayOrderId,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (!signed) throw refuse(FAILURE_CODES.invalidInput, PAYMENT_MESSAGES.paymentNotVerified);
      if (await isKnownPayment(tx, body.razorpay_payment_id))
        throw refuse(FAILURE_CODES.invalidInput, PAYMENT_MESSAGES.paymentReused);
      const captured = await capturePayment(
        tx,
        pay.gateway,
        row,
        { id: body.razorpay_payment_id, signature: body.razorpay_signature },
        now,
      );
      if (!captured) throw refuse(FAILURE_CODES.conflict, CONSULTATION_MESSAGES.notBooked);
    });
    return patientConsultation(db, settings, id, now);
  });
}

/**
 * Records a captured fee of the (locked) consultation and moves it on through the lifecycle:
 * booked, or refunded at once when the hold had already ended. False when the lifecycle allows
 * no capture (the consultation is already paid, held or over).
 */
export async function capturePayment(
  tx: Queryable,
  gateway: PaymentGateway,
  row: ConsultationRow,
  payment: { id: string; signature: string | null },
  now: number,
): Promise<boolean> {
  const next = nextConsultationStatus(row.status, { type: 'paymentCaptured' });
  if (!next) return false;
  await tx.insert(payments).values({
    id: payment.id,
    orderId: row.id,
    orderKind: 'consultation',
    gatewayOrderId: row.gatewayOrderId!,
    gateway: gateway.name,
    status: 'captured',
    amountPaise: row.pricePaise,
    signature: payment.signature,
  });
  const refundPaise = next === 'refunded' ? row.pricePaise : null;
  if (refundPaise)
    await startRefund(tx, {
      subjectKind: 'consultation',
      subjectId: row.id,
      paymentId: payment.id,
      amountPaise: refundPaise,
      reason: REFUND_REASONS.lateConsultationPayment,
      requestedBy: null,
    });
  await tx
    .update(consultations)
    .set({
      status: next,
      paymentId: payment.id,
      holdExpiresAt: null,
      refundPaise,
      updatedAt: new Date(now),
    })
    .where(eq(consultations.id, row.id));
  if (next === 'booked') await queueConsultationMessages(tx, row, 'consultationBooked', now);
  return true;
}
