// The day's consultations on the operator's desk: every doctor's, of one India day, with the
// patient, the payment and its refunds; and an operator's refund of a consultation's payment, as
// for orders (a pending refund row the refund worker carries to the gateway, and an audit entry).
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { doctorTitle } from '@domain/contract/doctors';
import type { OpsConsultation, OpsConsultationPage, OpsConsultationQuery, Refund } from '@domain/contract/ops';
import { paiseToRupees } from '@domain/money';
import { indiaDate, indiaDaySpan, toIndiaIso } from '@domain/slots';
import type { Db } from '../../db/client';
import { readPage } from '../../db/page';
import { consultations, doctors, payments, refunds as refundRows, users } from '../../db/schema';
import { lockConsultation } from '../consultations/records';
import { toRefund } from '../refunds/records';
import { transactionOutcome, type Outcome } from '../refusal';
import { refundablePaise, refundPayment, toOpsPayment, type OperatorRefund } from './refunds';

export async function listOpsConsultations(
  db: Db,
  query: OpsConsultationQuery,
  now = Date.now(),
): Promise<OpsConsultationPage> {
  const date = query.date ?? indiaDate(now);
  const day = indiaDaySpan(date);
  const where = and(gte(consultations.startsAt, day.start), lt(consultations.startsAt, day.end));
  const page = await readPage(
    db,
    db
      .select({ consultation: consultations, doctor: doctors, patient: users, payment: payments })
      .from(consultations)
      .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
      .leftJoin(users, eq(users.uid, consultations.uid))
      .leftJoin(payments, eq(payments.id, consultations.paymentId))
      .where(where)
      .$dynamic(),
    [asc(consultations.startsAt), asc(consultations.id)],
    query,
    (rows) => withRefunds(db, rows),
  );
  return { date, ...page };
}

type ConsultationListRow = {
  consultation: typeof consultations.$inferSelect;
  doctor: typeof doctors.$inferSelect;
  patient: typeof users.$inferSelect | null;
  payment: typeof payments.$inferSelect | null;
};

/** The page's consultations, each with its payment's refunds (one query for the page). */
async function withRefunds(db: Db, rows: ConsultationListRow[]): Promise<OpsConsultation[]> {
  const ids = rows.map((row) => row.consultation.id);
  const refunds = ids.length
    ? await db
        .select()
        .from(refundRows)
        .where(and(eq(refundRows.subjectKind, 'consultation'), inArray(refundRows.subjectId, ids)))
        .orderBy(asc(refundRows.createdAt), asc(refundRows.id))
    : [];
  return rows.map(({ consultation, doctor, patient, payment }): OpsConsultation => {
    const own = refunds.filter((refund) => refund.subjectId === consultation.id);
    return {
      _id: consultation.id,
      doctor: { _id: doctor.id, name: doctorTitle(doctor) },
      patient: { uid: consultation.uid, name: patient?.fullName ?? '', phone: patient?.phone ?? '' },
      startsAt: toIndiaIso(consultation.startsAt.getTime()),
      endsAt: toIndiaIso(consultation.endsAt.getTime()),
      mode: consultation.mode,
      status: consultation.status,
      fee: paiseToRupees(consultation.pricePaise),
      payment: payment ? toOpsPayment(payment) : null,
      refunds: own.map(toRefund),
      refundablePaise: refundablePaise(payment, own),
    };
  });
}

/**
 * A partial or full refund of a consultation's captured payment, never more than what is left of
 * it. The patient's consultation shows the rupees refunded so far.
 */
export async function refundConsultation(db: Db, refund: OperatorRefund): Promise<Outcome<Refund>> {
  const { id, body } = refund;
  return transactionOutcome(db, async (tx) => {
    const consultation = await lockConsultation(tx, id);
    const started = await refundPayment(tx, refund, { kind: 'consultation', paymentId: consultation.paymentId });
    await tx
      .update(consultations)
      .set({ refundPaise: (consultation.refundPaise ?? 0) + body.amountPaise, updatedAt: new Date() })
      .where(eq(consultations.id, id));
    return started;
  });
}
