// An outbox message's title: its email's subject line (the same domain function makes both, so
// they never drift), from the same facts as the email but without composing it: the notification
// centre shows only this line, and an email's attachments (a tax invoice or credit note PDF, a
// calendar invitation) cost far more than the facts.
import {
  consultationSubject,
  doctorApplicationSubject,
  isDoctorApplicationNotification,
  isOrderNotification,
  orderSubject,
} from '@domain/notifications';
import type { Queryable } from '../../db/client';
import { consultationNotice, type MessageSettings, type OutboxNotice } from './consultationEmail';
import { doctorApplicationNotice } from './doctorApplicationEmail';
import { orderNotice } from './orderEmail';

/** The title of `notice` (its email's subject), or null when it is no longer wanted, as its email would be. */
export async function notificationTitle(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
): Promise<string | null> {
  if (isOrderNotification(notice.kind)) {
    const current = await orderNotice(tx, settings, notice);
    return current && orderSubject(current.kind, current.facts.orderId);
  }
  if (isDoctorApplicationNotification(notice.kind)) {
    const current = await doctorApplicationNotice(tx, settings, notice);
    return current && doctorApplicationSubject(current.kind);
  }
  const current = await consultationNotice(tx, settings, notice);
  return current && consultationSubject(current.kind, current.facts);
}
