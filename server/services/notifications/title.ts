// An outbox message's title: its email's subject line (the same domain function makes both, so
// they never drift), from the same facts as the email but without composing it: the notification
// centre shows only this line, and an email's attachments (a tax invoice or credit note PDF, a
// calendar invitation) cost far more than the facts.
import { consultationSubject, doctorApplicationSubject, orderSubject } from '@domain/notifications';
import type { Queryable } from '../../db/client';
import type { MessageSettings, OutboxNotice } from './consultationEmail';
import { currentNotice } from './notice';

/** The title of `notice` (its email's subject), or null when it is no longer wanted, as its email would be. */
export async function notificationTitle(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
): Promise<string | null> {
  const current = await currentNotice(tx, settings, notice);
  if (!current) return null;
  if (current.about === 'order') return orderSubject(current.kind, current.facts.orderId);
  if (current.about === 'doctorApplication') return doctorApplicationSubject(current.kind);
  return consultationSubject(current.kind, current.facts);
}
