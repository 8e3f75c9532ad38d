// An operator's refund of a captured payment, the same for an order and a consultation: never
// more than what was captured less earlier refunds; a pending refund row the refund worker carries
// to the gateway, and an audit entry, written in the caller's transaction (the subject locked).
import { eq } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import type { AuditAction, OpsPayment, OpsRefundBody, Refund } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import type { Queryable } from '../../db/client';
import { payments } from '../../db/schema';
import type { RefundRow, RefundSubjectKind } from '../refunds/records';
import { toRefund } from '../refunds/records';
import { committedRefundPaise, startRefund } from '../refunds/start';
import { refuse } from '../refusal';
import type { OperatorAction } from './action';
import { recordAudit, type AuditRecord } from './audit';

type PaymentRow = typeof payments.$inferSelect;

/** What differs between refunding an order and a consultation: its audit entry and its refusal. */
const REFUND_SUBJECTS: Record<
  RefundSubjectKind,
  { action: AuditAction; target: AuditRecord['target']['kind']; notPaid: string }
> = {
  store: { action: 'order.refund', target: 'order', notPaid: OPS_MESSAGES.orderNotPaid },
  consultation: { action: 'consultation.refund', target: 'consultation', notPaid: OPS_MESSAGES.consultationNotPaid },
};

/** A payment as the desk shows it. */
export function toOpsPayment(payment: PaymentRow): OpsPayment {
  return {
    _id: payment.id,
    status: payment.status,
    amountPaise: payment.amountPaise,
    gateway: payment.gateway,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Paise captured and not refunded or being refunded: the most a new refund may be. */
export function refundablePaise(payment: PaymentRow | null | undefined, refunds: RefundRow[]): number {
  if (!payment || payment.status === 'failed') return 0;
  const committed = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((total, refund) => total + refund.amountPaise, 0);
  return Math.max(0, payment.amountPaise - committed);
}

/** An operator's refund of the payment of the order or consultation `id` names. */
export type OperatorRefund = OperatorAction<OpsRefundBody>;

/**
 * Starts the refund of `amountPaise` of the subject's payment (null when it has none). Refused
 * (invalid input) when nothing was captured or the amount is more than is left of it.
 */
export async function refundPayment(
  tx: Queryable,
  { actorUid, id, body }: OperatorRefund,
  subject: { kind: RefundSubjectKind; paymentId: string | null },
): Promise<Refund> {
  const { paymentId } = subject;
  const about = REFUND_SUBJECTS[subject.kind];
  const [payment] = paymentId ? await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update') : [];
  if (!payment || payment.status === 'failed') throw refuse(FAILURE_CODES.invalidInput, about.notPaid);
  const left = payment.amountPaise - (await committedRefundPaise(tx, payment.id));
  if (body.amountPaise > left) throw refuse(FAILURE_CODES.invalidInput, OPS_MESSAGES.refundTooLarge(Math.max(0, left)));
  const row = await startRefund(tx, {
    subjectKind: subject.kind,
    subjectId: id,
    paymentId: payment.id,
    amountPaise: body.amountPaise,
    reason: body.reason,
    requestedBy: actorUid,
  });
  await recordAudit(tx, {
    actorUid,
    action: about.action,
    target: { kind: about.target, id },
    before: { refundablePaise: left },
    after: {
      refundablePaise: left - body.amountPaise,
      refundId: row.id,
      amountPaise: body.amountPaise,
      reason: body.reason,
    },
  });
  return toRefund(row);
}
