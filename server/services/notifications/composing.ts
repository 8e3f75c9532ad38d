// What every subject's message module (an order, a doctor application, a consultation) is given
// and answers: the outbox row as it reads it, the settings its links and invitations come from,
// and the two readings of a row it offers (its facts as they are now, and its email).
import { senderOf, type OutgoingEmail } from '../../channels/email';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/client';

export interface MessageSettings {
  /** Where meeting rooms live. */
  meetingBaseUrl: string;
  /** The site's origin, for links back to it. */
  siteOrigin: string;
  /** The organizer of invitations. */
  organizer: { name: string; email: string };
}

/** The settings of `config`: its meeting server, the site's origin (this server's own when PUBLIC_ORIGIN is unset), MAIL_FROM as organizer. */
export function messageSettingsOf(config: ServerConfig): MessageSettings {
  return {
    meetingBaseUrl: config.meetingBaseUrl,
    siteOrigin: config.publicOrigin ?? `http://${config.host}:${config.port}`,
    organizer: senderOf(config.email.from),
  };
}

/** An outbox row as the composer reads it. */
export interface OutboxNotice {
  id: string;
  kind: string;
  address: string;
  recipientUid: string;
  subjectId: string;
  data: unknown;
}

/** The facts of `notice` from its subject as it is now, or null when the message is no longer wanted. */
export type NoticeReader<Notice> = (
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
) => Promise<Notice | null>;

/** The email of `notice` under `messageId`, or null when the message is no longer wanted. */
export type EmailComposer = (
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
  messageId: string,
) => Promise<OutgoingEmail | null>;
