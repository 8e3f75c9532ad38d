// The channel port the outbox's worker delivers through: each channel makes a message ready from
// its row (composed from its subject as it is now), sends it, and, where it can tell, says
// whether an earlier attempt already arrived. Email goes through SMTP, text messages through the
// SMS provider (MSG91 or its sandbox).
import type { NotificationChannel } from '../../../src/domain/contactPreferences';
import { isOrderNotification } from '../../../src/domain/notifications';
import { SMTP_TIMEOUT_MS, type Mailer } from '../../channels/email';
import { msg91FlowRequest, SMS_TIMEOUT_MS, type SmsProvider, type SmsSettings } from '../../channels/sms';
import type { Db } from '../../db/client';
import type { notifications } from '../../db/schema';
import { consultationEmail, type MessageSettings } from './consultationEmail';
import { orderEmail } from './orderEmail';
import { notificationSms } from './smsMessage';

export type NotificationRow = typeof notifications.$inferSelect;

export interface DeliveryChannel {
  /** The send of `row` as it stands now, or null when the message is no longer wanted. */
  prepare(db: Db, row: NotificationRow): Promise<(() => Promise<unknown>) | null>;
  /** Whether an earlier attempt at `row` already arrived; null when the channel cannot tell. */
  alreadySent(row: NotificationRow): Promise<boolean | null>;
  /** The longest a send (or a lookup) may take before it counts as failed. */
  timeoutMs: number;
}

export type DeliveryChannels = Record<NotificationChannel, DeliveryChannel>;

/** The Message-ID of a message: the same for every attempt at it. */
export function messageIdOf(row: Pick<NotificationRow, 'id'>, mailer: Pick<Mailer, 'domain'>): string {
  return `<${row.id}@${mailer.domain}>`;
}

function emailChannel(mailer: Mailer, settings: MessageSettings): DeliveryChannel {
  return {
    async prepare(db, row) {
      const compose = isOrderNotification(row.kind) ? orderEmail : consultationEmail;
      const email = await compose(db, settings, row, messageIdOf(row, mailer));
      return email && (() => mailer.send(email));
    },
    alreadySent: (row) => mailer.alreadySent(messageIdOf(row, mailer)),
    timeoutMs: SMTP_TIMEOUT_MS,
  };
}

function smsChannel(
  provider: SmsProvider,
  sms: Pick<SmsSettings, 'templateId' | 'senderId'>,
  settings: MessageSettings,
): DeliveryChannel {
  return {
    async prepare(db, row) {
      const text = await notificationSms(db, settings, row);
      return text === null ? null : () => provider.send(msg91FlowRequest(sms, row.address, text), row.id);
    },
    alreadySent: (row) => provider.alreadySent(row.id),
    timeoutMs: SMS_TIMEOUT_MS,
  };
}

/** The channels of a server: its mailer for email, its SMS provider (with the template to send through) for text messages. */
export function deliveryChannels({
  mailer,
  smsProvider,
  sms,
  settings,
}: {
  mailer: Mailer;
  smsProvider: SmsProvider;
  sms: Pick<SmsSettings, 'templateId' | 'senderId'>;
  settings: MessageSettings;
}): DeliveryChannels {
  return { email: emailChannel(mailer, settings), sms: smsChannel(smsProvider, sms, settings) };
}
