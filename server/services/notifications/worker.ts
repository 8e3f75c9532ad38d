// The outbox's delivery worker, in every replica: due messages are claimed and leased like
// refunds (leasedWork.ts), made ready by their channel (channels.ts: composed from their subject,
// a consultation, an order or a doctor application, as it is now), sent, and marked sent with
// what it said (the notification centre lists that). A message whose earlier
// attempt may have arrived is first looked up where the channel can tell (MailDev's inbox, the
// SMS sandbox), so a crash between sending and marking sends it once there; elsewhere it goes
// again (an email under the same Message-ID; docs/architecture.md, "Messages"). A refusal for
// good (SMTP 5xx, a bounced address, a number the SMS provider refuses) marks it failed; other
// failures are retried with backoff until NOTIFICATION_MAX_ATTEMPTS.
import { and, eq } from 'drizzle-orm';
import { doublingDelayMs } from '@domain/backoff';
import { NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY } from '@domain/notifications';
import { SMTP_TIMEOUT_MS } from '../../channels/email';
import { DeliveryRefusal } from '../../channels/refusal';
import type { Db } from '../../db/client';
import { claimLeased, startLeasedWorker, withTimeout, type LeasedWorker, type WorkerPace } from '../../db/leasedWork';
import { notifications } from '../../db/schema';
import type { DeliveryChannels, NotificationRow } from './channels';

/** Messages claimed per pass. */
const CLAIM_BATCH = 10;
/** A claimed message is not claimed again for this long: longer than every send of the claim (and its lookup), SMTP's being the longest. */
const CLAIM_LEASE_MS = CLAIM_BATCH * 2 * SMTP_TIMEOUT_MS + 60_000;

export function claimDueNotifications(db: Db, now: number, limit = CLAIM_BATCH): Promise<NotificationRow[]> {
  return claimLeased(db, notifications, { now, limit, leaseMs: CLAIM_LEASE_MS });
}

type Outcome =
  | { status: 'sent'; title: string }
  | { status: 'skipped' }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string };

/** Records how an attempt at a (still pending) message ended. */
async function settle(db: Db, row: NotificationRow, attempts: number, outcome: Outcome, now: number) {
  const pending = and(eq(notifications.id, row.id), eq(notifications.status, 'pending'));
  if (outcome.status === 'retry') {
    const last = attempts >= NOTIFICATION_MAX_ATTEMPTS;
    await db
      .update(notifications)
      .set(
        last
          ? { status: 'failed', lastError: outcome.error }
          : { lastError: outcome.error, nextAttemptAt: new Date(now + doublingDelayMs(attempts, NOTIFICATION_RETRY)) },
      )
      .where(pending);
    return;
  }
  await db
    .update(notifications)
    .set({
      status: outcome.status,
      ...(outcome.status === 'sent' ? { sentAt: new Date(now), title: outcome.title, lastError: null } : {}),
      ...(outcome.status === 'failed' ? { lastError: outcome.error } : {}),
    })
    .where(pending);
}

/** One claimed message: made ready by its channel, looked up when an earlier attempt may have sent it, sent, and settled. */
export async function deliverNotification(
  db: Db,
  channels: DeliveryChannels,
  row: NotificationRow,
): Promise<Outcome['status']> {
  const channel = channels[row.channel];
  const attempts = row.attempts + 1;
  let outcome: Outcome;
  try {
    const prepared = await channel.prepare(db, row);
    if (!prepared) outcome = { status: 'skipped' };
    else if (
      row.attempts > 0 &&
      (await withTimeout(channel.alreadySent(row), channel.timeoutMs, `the ${row.channel} lookup`))
    )
      outcome = { status: 'sent', title: prepared.title };
    else {
      // Counted before the send: if this replica dies after the channel took the message, the
      // next attempt knows to look for it first.
      await db.update(notifications).set({ attempts }).where(eq(notifications.id, row.id));
      await withTimeout(prepared.send(), channel.timeoutMs, `the ${row.channel} channel`);
      outcome = { status: 'sent', title: prepared.title };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome =
      error instanceof DeliveryRefusal ? { status: 'failed', error: message } : { status: 'retry', error: message };
  }
  await settle(db, row, attempts, outcome, Date.now());
  return outcome.status;
}

/** Delivers due messages every `pollMs` and whenever kicked. */
export function startNotificationWorker({
  db,
  channels,
  ...pace
}: {
  db: Db;
  channels: DeliveryChannels;
} & WorkerPace): LeasedWorker {
  return startLeasedWorker({
    claim: (now) => claimDueNotifications(db, now),
    carry: (row) => deliverNotification(db, channels, row),
    batch: CLAIM_BATCH,
    ...pace,
  });
}
