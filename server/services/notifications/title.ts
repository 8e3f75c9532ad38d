// An outbox message's title: its email's subject line (the same domain function makes both, so
// they never drift), from the same facts as the email but without composing it: the notification
// centre shows only this line, and an email's attachments (a tax invoice or credit note PDF, a
// calendar invitation) cost far more than the facts.
import { consultationSubject, doctorApplicationSubject, orderSubject } from '@domain/notifications';
import type { CurrentNotice } from './notice';

/** The title of a notice (its email's subject), from its facts as they are now. */
export function noticeTitle(current: CurrentNotice): string {
  if (current.about === 'order') return orderSubject(current.kind, current.facts.orderId);
  if (current.about === 'doctorApplication') return doctorApplicationSubject(current.kind);
  return consultationSubject(current.kind, current.facts);
}
