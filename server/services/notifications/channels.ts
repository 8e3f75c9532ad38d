// The channel port the outbox's worker delivers through: each channel makes a message ready from
// its row (composed from its subject as it is now), sends it, and, where it can tell, says
// whether an earlier attempt already arrived. Email goes through SMTP, text messages through the
// SMS provider (MSG91 or its sandbox); the notification centre's copy is shown once it falls due,
// titled by its email's subject (title.ts), without composing the email.
import { isDoctorApplicationNotification, isOrderNotification, type OutboxChannel } from '@domain/notifications';
import { SMTP_TIMEOUT_MS, type Mailer } from '../../channels/email';
import { msg91FlowRequest, SMS_TIMEOUT_MS, type SmsProvider, type SmsSettings } from '../../channels/sms';
import type { Db } from '../../db/client';
import type { notifications } from '../../db/schema';
import type { MessageSettings } from './composing';
import { consultationEmail } from './consultationEmail';
import { doctorApplicationEmail } from './doctorApplicationEmail';
import { currentNotice } from './notice';
import { orderEmail } from './orderEmail';
import { noticeSms } from './smsMessage';
import { noticeTitle } from './title';

export type NotificationRow = typeof notifications.$inferSelect;

/** A message made ready: its send, and what it says in a line (the email's subject). */
export interface PreparedMessage {
  send(): Promise<unknown>;
  title: string;
}

export interface DeliveryChannel {
  /** `row` made ready as it stands now, or null when the message is no longer wanted. */
  prepare(db: Db, row: NotificationRow): Promise<PreparedMessage | null>;
  /** Whether an earlier attempt at `row` already arrived; null when the channel cannot tell. */
  alreadySent(row: NotificationRow): Promise<boolean | null>;
  /** The longest a send (or a lookup) may take before it counts as failed. */
  timeoutMs: number;
}

export type DeliveryChannels = Record<OutboxChannel, DeliveryChannel>;

/** The Message-ID of a message: the same for every attempt at it. */
export function messageIdOf(row: Pick<NotificationRow, 'id'>, mailer: Pick<Mailer, 'domain'>): string {
  return `<${row.id}@${mailer.domain}>`;
}

/** Who composes a message of `kind`: the module of its subject (an order, an application, or a consultation). */
function composerOf(kind: string) {
  if (isOrderNotification(kind)) return orderEmail;
  if (isDoctorApplicationNotification(kind)) return doctorApplicationEmail;
  return consultationEmail;
}

function emailChannel(mailer: Mailer, settings: MessageSettings): DeliveryChannel {
  return {
    async prepare(db, row) {
      const email = await composerOf(row.kind)(db, settings, row, messageIdOf(row, mailer));
      return email && { send: () => mailer.send(email), title: email.subject };
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
      const current = await currentNotice(db, settings, row);
      if (!current) return null;
      const text = noticeSms(current);
      return { send: () => provider.send(msg91FlowRequest(sms, row.address, text), row.id), title: text };
    },
    alreadySent: (row) => provider.alreadySent(row.id),
    timeoutMs: SMS_TIMEOUT_MS,
  };
}

/**
 * The notification centre: nothing to send, the message is shown from when it falls due, titled
 * by its email's subject (a message no longer wanted is skipped), with no email composed.
 */
function appChannel(settings: MessageSettings): DeliveryChannel {
  return {
    async prepare(db, row) {
      const current = await currentNotice(db, settings, row);
      return current && { send: async () => undefined, title: noticeTitle(current) };
    },
    alreadySent: async () => null,
    timeoutMs: SMTP_TIMEOUT_MS,
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
  return {
    email: emailChannel(mailer, settings),
    sms: smsChannel(smsProvider, sms, settings),
    app: appChannel(settings),
  };
}
