// Email out through SMTP (nodemailer). Every message carries a Message-ID made from its outbox
// key. SMTP cannot be asked whether it already took a message, so after an attempt whose end is
// unknown the sender asks the inbox lookup when one is configured (MailDev's REST API, the
// offline default), and otherwise sends again under the same Message-ID: at least once to the
// mail server, shown once by mail readers that merge one Message-ID (docs/architecture.md).
import nodemailer from 'nodemailer';
import { DeliveryRefusal } from './refusal';

export interface OutgoingEmail {
  /** `<key@domain>`: the same for every attempt at one message. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An invitation's iCalendar body: a text/calendar part mail readers offer to accept, and the same as consultation.ics. */
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  /** Files sent with it (an order's tax invoice). */
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** The mail server refused the message for good (an SMTP 5xx answer: a bounced address, a rejected message). */
export class MailRefusal extends DeliveryRefusal {}

export interface Mailer {
  /** The domain of Message-IDs (the sender's address' domain). */
  domain: string;
  send(email: OutgoingEmail): Promise<void>;
  /** Whether a message with this Message-ID already arrived; null when the channel cannot tell. */
  alreadySent(messageId: string): Promise<boolean | null>;
}

export interface EmailSettings {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465. */
  smtpUrl: string;
  /** MAIL_FROM, e.g. "Ojas <care@ojas.example>". */
  from: string;
  /** MAIL_INBOX_URL: a MailDev web address whose REST API tells which messages arrived; unset for a real mail server. */
  inboxUrl: string | null;
}

/** The name of an invitation's .ics attachment. */
export const INVITATION_FILE = 'consultation.ics';

/** The longest an SMTP conversation may take before it counts as failed. */
export const SMTP_TIMEOUT_MS = 30_000;

/** The name and address of a MAIL_FROM such as `Ojas <care@ojas.example>` or `care@ojas.example`. */
export function senderOf(from: string): { name: string; email: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named ? { name: named[1] || 'Ojas', email: named[2]! } : { name: 'Ojas', email: from.trim() };
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The mailer of `settings`: SMTP out, and the inbox lookup when there is one. */
export function smtpMailer(settings: EmailSettings): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    domain: senderOf(settings.from).email.split('@')[1] ?? 'ojas.local',
    async send(email) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: email.to,
          subject: email.subject,
          messageId: email.messageId,
          html: email.html,
          text: email.text,
          attachments: email.attachments,
          ...(email.calendar
            ? {
                icalEvent: {
                  method: email.calendar.method,
                  content: email.calendar.content,
                  filename: INVITATION_FILE,
                },
              }
            : {}),
        });
      } catch (error) {
        if (isPermanent(error)) throw new MailRefusal(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    async alreadySent(messageId) {
      if (!settings.inboxUrl) return null;
      const url = new URL('api/email', `${settings.inboxUrl.replace(/\/+$/, '')}/`);
      url.searchParams.set('headers.message-id', messageId);
      const reply = await fetch(url, { signal: AbortSignal.timeout(SMTP_TIMEOUT_MS) });
      if (!reply.ok) throw new Error(`the inbox answered ${reply.status} to ${url.pathname}`);
      return ((await reply.json()) as unknown[]).length > 0;
    },
  };
}
