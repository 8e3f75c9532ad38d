// What a refund's message tells of it, from its row as it is when the message is sent.
import type { RefundFacts } from '../../../src/domain/notifications';
import { refundBankNote } from '../../../src/domain/refund';
import type { refunds } from '../../db/schema';

export function refundFactsOf(refund: typeof refunds.$inferSelect): RefundFacts {
  return {
    amountPaise: refund.amountPaise,
    bankNote: refundBankNote({ status: refund.status, processedAt: refund.processedAt?.toISOString() ?? null }),
  };
}
