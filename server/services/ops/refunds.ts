// An operator's refund of a captured payment, the same for an order and a consultation: never
// more than what was captured less earlier refunds; a pending refund row the refund worker carries
// to the gateway, and an audit entry, written in the caller's transaction (the subject locked).
import { eq } from 'drizzle-orm';
import type { OpsPayment, OpsRefundBody, Refund } from '@domain/contract/ops';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { RefundRow, RefundSubjectKind } from '../refunds/records';
import { toRefund } from '../refunds/records';
import { committedRefundPaise, startRefund } from '../refunds/start';
import { recordAudit, type AuditRecord } from './audit';

type PaymentRow = typeof payments.$inferSelect;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RefundOutcome =
  | { kind: 'started'; refund: Refund }
  | { kind: 'notFound' }
  | { kind: 'notPaid' }
  | { kind: 'tooLarge'; refundablePaise: number };

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

export interface PaymentRefund {
  actorUid: string;
  subject: { kind: RefundSubjectKind; id: string };
  /** The subject's payment; null when it has none. */
  paymentId: string | null;
  audit: Pick<AuditRecord, 'action' | 'target'>;
}

export async function refundPayment(
  tx: Transaction,
  refund: PaymentRefund,
  body: OpsRefundBody,
): Promise<RefundOutcome> {
  const [payment] = refund.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update')
    : [];
  if (!payment || payment.status === 'failed') return { kind: 'notPaid' };
  const left = payment.amountPaise - (await committedRefundPaise(tx, payment.id));
  if (body.amountPaise > left) return { kind: 'tooLarge', refundablePaise: Math.max(0, left) };
  const row = await startRefund(tx, {
    subjectKind: refund.subject.kind,
    subjectId: refund.subject.id,
    paymentId: payment.id,
    amountPaise: body.amountPaise,
    reason: body.reason,
    requestedBy: refund.actorUid,
  });
  await recordAudit(tx, {
    actorUid: refund.actorUid,
    ...refund.audit,
    before: { refundablePaise: left },
    after: {
      refundablePaise: left - body.amountPaise,
      refundId: row.id,
      amountPaise: body.amountPaise,
      reason: body.reason,
    },
  });
  return { kind: 'started', refund: toRefund(row) };
}
