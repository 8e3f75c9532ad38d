// Refunds as stored and as the API replies with them.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { OrderRefund } from '@domain/contract/commerce';
import type { Refund } from '@domain/contract/ops';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundSubjectKind = RefundRow['subjectKind'];

/** A new refund id: `rf_` and 20 hex digits. */
export const newRefundId = () => `rf_${randomBytes(10).toString('hex')}`;

/** The refunds of an order or consultation, oldest first. */
export async function readRefunds(
  db: Pick<Db, 'select'>,
  kind: RefundSubjectKind,
  subjectId: string,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.subjectKind, kind), eq(refunds.subjectId, subjectId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    _id: row.id,
    status: row.status,
    amountPaise: row.amountPaise,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function toRefund(row: RefundRow): Refund {
  return {
    ...toOrderRefund(row),
    reason: row.reason,
    attempts: row.attempts,
    gatewayRefundId: row.gatewayRefundId,
  };
}
