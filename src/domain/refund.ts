// Refunds: a row per refund that a background worker carries to the gateway until it finishes.
// What the shopper reads about one, and how long the worker waits before asking again.
import { formatRupees, paiseToRupees, type Paise } from './money';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MESSAGES = {
  started: (amountPaise: Paise) => `Refund of ${formatRupees(paiseToRupees(amountPaise))} started`,
  processed: 'Refunded',
  failed: (amountPaise: Paise) =>
    `Refund of ${formatRupees(paiseToRupees(amountPaise))} could not be completed; our team will contact you`,
} as const;

/** What the order page says about a refund in its state. */
export function refundNotice(status: RefundStatus, amountPaise: Paise): string {
  if (status === 'processed') return REFUND_MESSAGES.processed;
  if (status === 'failed') return REFUND_MESSAGES.failed(amountPaise);
  return REFUND_MESSAGES.started(amountPaise);
}

/** The worker's backoff: 5 s after the first failed call, doubling each time, at most 10 minutes. */
export const REFUND_RETRY = { firstDelayMs: 5_000, maxDelayMs: 10 * 60_000 } as const;

/** How long to wait before the next gateway call after `attempts` failed ones (≥ 1). */
export function refundRetryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(REFUND_RETRY.firstDelayMs * 2 ** doublings, REFUND_RETRY.maxDelayMs);
}
