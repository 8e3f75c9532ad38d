// Refunds: a row per refund that a background worker carries to the gateway until it finishes.
// How long the worker waits before asking again (what the shopper reads is messages/refund.ts).
import { doublingDelayMs, type Backoff } from './backoff';
import { REFUND_BANK_WORKING_DAYS } from './constants';
import { formatDate, INDIA_OFFSET_MS } from './indiaTime';
import { REFUND_MESSAGES } from './messages/refund';
import type { Paise } from './money';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the order page says about a refund in its state. */
export function refundNotice(status: RefundStatus, amountPaise: Paise): string {
  if (status === 'processed') return REFUND_MESSAGES.processed;
  if (status === 'failed') return REFUND_MESSAGES.failed(amountPaise);
  return REFUND_MESSAGES.started(amountPaise);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `workingDays` working days (Monday to Friday, in India) after `from`. */
export function afterWorkingDays(from: Date, workingDays: number): Date {
  let when = from.getTime();
  for (let left = workingDays; left > 0;) {
    when += DAY_MS;
    const weekday = new Date(when + INDIA_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(when);
}

/** When the shopper's bank has the money: a range while the refund is under way, a date once the
 *  gateway processed it; nothing for a refund that failed (the team contacts the shopper). */
export function refundBankNote(refund: { status: RefundStatus; processedAt: string | null }): string | null {
  if (refund.status === 'failed') return null;
  if (refund.status === 'processed' && refund.processedAt)
    return REFUND_MESSAGES.creditedBy(
      formatDate(afterWorkingDays(new Date(refund.processedAt), REFUND_BANK_WORKING_DAYS.most)),
    );
  return REFUND_MESSAGES.bankTime;
}

/** The worker's backoff: 5 s after the first failed call, doubling each time, at most 10 minutes. */
export const REFUND_RETRY: Backoff = { firstDelayMs: 5_000, maxDelayMs: 10 * 60_000 } as const;

/** How long to wait before the next gateway call after `attempts` failed ones (≥ 1). */
export function refundRetryDelayMs(attempts: number): number {
  return doublingDelayMs(attempts, REFUND_RETRY);
}
