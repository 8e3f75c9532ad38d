// Starting a refund: a pending row written in the transaction of the change that causes it (a
// cancellation, an operator's refund, a payment that landed too late), so the change and its
// refund commit together or not at all, with the message that it started to the order's shopper or
// the consultation's patient.
// The refund worker carries it to the gateway afterwards. A refund of an invoiced store order
// brings its GST credit note in the same transaction.
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { consultations, orders, refunds } from '../../db/schema';
import { queueConsultationRefundMessage, queueOrderMessage } from '../notifications/outbox';
import { issueCreditNote } from '../orders/creditNotes';
import { newRefundId, type RefundRow, type RefundSubjectKind } from './records';

export interface RefundStart {
  subjectKind: RefundSubjectKind;
  subjectId: string;
  paymentId: string;
  amountPaise: number;
  reason: string;
  /** The operator who asked; null for the shopper's own cancellation or a late payment. */
  requestedBy: string | null;
}

export async function startRefund(tx: Queryable, refund: RefundStart, now = new Date()): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ id: newRefundId(), ...refund, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning();
  if (refund.subjectKind === 'store')
    await issueCreditNote(tx, refund.subjectId, { amountPaise: refund.amountPaise, refundId: row!.id, at: now });
  await queueRefundMessage(tx, row!, 'refundStarted', now.getTime());
  return row!;
}

/** Queues a refund's message: to a store order's shopper, or to a consultation's patient. */
export async function queueRefundMessage(
  tx: Queryable,
  refund: Pick<RefundRow, 'id' | 'subjectKind' | 'subjectId'>,
  kind: 'refundStarted' | 'refundProcessed',
  now: number,
): Promise<void> {
  if (refund.subjectKind === 'consultation') {
    const [consultation] = await tx
      .select({ id: consultations.id, uid: consultations.uid })
      .from(consultations)
      .where(eq(consultations.id, refund.subjectId));
    if (consultation)
      await queueConsultationRefundMessage(
        tx,
        consultation,
        kind === 'refundStarted' ? 'consultationRefundStarted' : 'consultationRefundProcessed',
        refund.id,
        now,
      );
    return;
  }
  const [order] = await tx
    .select({ id: orders.id, uid: orders.uid })
    .from(orders)
    .where(eq(orders.id, refund.subjectId));
  if (order) await queueOrderMessage(tx, order, kind, now, { refundId: refund.id });
}

/** Paise of a payment refunded or being refunded (pending and processed refunds). */
export async function committedRefundPaise(tx: Pick<Db, 'select'>, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ paise: sum(refunds.amountPaise) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'processed'])));
  return Number(row?.paise ?? 0);
}
