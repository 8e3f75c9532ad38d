// What a refund's message tells of it, from its row as it is when the message is sent.
import { eq } from 'drizzle-orm';
import type { RefundFacts } from '@domain/notifications';
import { refundBankNote } from '@domain/refund';
import type { Queryable } from '../../db/client';
import { refunds } from '../../db/schema';

/** Refund `refundId` as its message tells it (with its id), or null when there is no such refund. */
export async function refundFactsOf(
  tx: Queryable,
  refundId: string | undefined,
): Promise<(RefundFacts & { id: string }) | null> {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.id, refundId ?? ''));
  if (!refund) return null;
  return {
    id: refund.id,
    amountPaise: refund.amountPaise,
    bankNote: refundBankNote({ status: refund.status, processedAt: refund.processedAt?.toISOString() ?? null }),
  };
}
