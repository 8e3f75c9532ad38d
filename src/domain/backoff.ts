// Retrying a call that may pass later (a gateway, a mail server): wait a first delay after the
// first failure, doubling after each one, never more than a ceiling.
export interface Backoff {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** How long to wait before the next call after `attempts` failed ones (≥ 1). */
export function doublingDelayMs(attempts: number, { firstDelayMs, maxDelayMs }: Backoff): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
}
