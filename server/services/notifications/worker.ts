// The outbox's delivery worker, in every replica: due messages are claimed and leased like
// refunds (leasedWork.ts), composed from their subject (a consultation, an order or a doctor
// application) as it is now, sent, and marked sent. A message whose earlier attempt may have reached the mail server
// is first looked up in the inbox where the channel can tell (MailDev), so a crash between
// sending and marking sends it once there; elsewhere it goes again under the same Message-ID
// (docs/architecture.md, "Messages"). A refusal for good (SMTP 5xx, a bounced address) marks it
// failed; other failures are retried with backoff until NOTIFICATION_MAX_ATTEMPTS.
import { and, eq } from 'drizzle-orm';
import { doublingDelayMs } from '../../../src/domain/backoff';
import {
  isDoctorApplicationNotification,
  isOrderNotification,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_RETRY,
} from '../../../src/domain/notifications';
import { MailRefusal, SMTP_TIMEOUT_MS, type Mailer } from '../../channels/email';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { claimLeased, startLeasedWorker, withTimeout, type LeasedWorker } from '../leasedWork';
import { consultationEmail, type MessageSettings } from './consultationEmail';
import { doctorApplicationEmail } from './doctorApplicationEmail';
import { orderEmail } from './orderEmail';

export type NotificationRow = typeof notifications.$inferSelect;

/** Messages claimed per pass. */
const CLAIM_BATCH = 10;
/** A claimed message is not claimed again for this long: longer than every send of the claim (and its inbox lookup). */
const CLAIM_LEASE_MS = CLAIM_BATCH * 2 * SMTP_TIMEOUT_MS + 60_000;

export function claimDueNotifications(db: Db, now: number, limit = CLAIM_BATCH): Promise<NotificationRow[]> {
  return claimLeased(db, notifications, { now, limit, leaseMs: CLAIM_LEASE_MS });
}

/** The Message-ID of a message: the same for every attempt at it. */
export function messageIdOf(row: Pick<NotificationRow, 'id'>, mailer: Pick<Mailer, 'domain'>): string {
  return `<${row.id}@${mailer.domain}>`;
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

/** Who composes a message of `kind`: the module of its subject (an order, an application, or a consultation). */
function composerOf(kind: string) {
  if (isOrderNotification(kind)) return orderEmail;
  if (isDoctorApplicationNotification(kind)) return doctorApplicationEmail;
  return consultationEmail;
}

/** One claimed message: composed, looked up when an earlier attempt may have sent it, sent, and settled. */
export async function deliverNotification(
  db: Db,
  mailer: Mailer,
  settings: MessageSettings,
  row: NotificationRow,
): Promise<Outcome['status']> {
  const messageId = messageIdOf(row, mailer);
  const attempts = row.attempts + 1;
  let outcome: Outcome;
  try {
    const compose = composerOf(row.kind);
    const email = await compose(db, settings, row, messageId);
    if (!email) outcome = { status: 'skipped' };
    // The notification centre shows what the email says, from the time it falls due.
    else if (row.channel === 'app') outcome = { status: 'sent', title: email.subject };
    else if (row.attempts > 0 && (await withTimeout(mailer.alreadySent(messageId), SMTP_TIMEOUT_MS, 'the inbox')))
      outcome = { status: 'sent', title: email.subject };
    else {
      // Counted before the send: if this replica dies after the mail server took the message,
      // the next attempt knows to look for it first.
      await db.update(notifications).set({ attempts }).where(eq(notifications.id, row.id));
      await withTimeout(mailer.send(email), SMTP_TIMEOUT_MS, 'the mail server');
      outcome = { status: 'sent', title: email.subject };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = error instanceof MailRefusal ? { status: 'failed', error: message } : { status: 'retry', error: message };
  }
  await settle(db, row, attempts, outcome, Date.now());
  return outcome.status;
}

/** Delivers due messages every `pollMs` and whenever kicked. */
export function startNotificationWorker({
  db,
  mailer,
  settings,
  pollMs,
  onError,
}: {
  db: Db;
  mailer: Mailer;
  settings: MessageSettings;
  pollMs: number;
  onError: (error: unknown) => void;
}): LeasedWorker {
  return startLeasedWorker({
    claim: (now) => claimDueNotifications(db, now),
    carry: (row) => deliverNotification(db, mailer, settings, row),
    batch: CLAIM_BATCH,
    pollMs,
    onError,
  });
}
