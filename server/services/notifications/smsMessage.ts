// An outbox message made into a text message from its consultation, order or doctor application
// as it is now: the same facts as its email (currentNotice), the words of
// src/domain/notificationSms.ts.
import {
  isConsultationRefundNotification,
  type OrderStatusNotificationKind,
  type RefundNotificationKind,
} from '@domain/notifications';
import {
  consultationRefundSms,
  consultationSms,
  doctorApplicationSms,
  orderSms,
  refundSms,
} from '@domain/notificationSms';
import type { Queryable } from '../../db/client';
import type { MessageSettings, OutboxNotice } from './consultationEmail';
import { currentNotice } from './notice';

/** The text of `notice`, or null when it is no longer wanted. */
export async function notificationSms(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
): Promise<string | null> {
  const current = await currentNotice(tx, settings, notice);
  if (!current) return null;
  if (current.about === 'order')
    return current.refund
      ? refundSms(current.kind as RefundNotificationKind, current.facts, current.refund)
      : orderSms(current.kind as OrderStatusNotificationKind, current.facts);
  if (current.about === 'doctorApplication') return doctorApplicationSms(current.kind, current.facts);
  return current.refund && isConsultationRefundNotification(current.kind)
    ? consultationRefundSms(current.kind, current.facts, current.refund)
    : consultationSms(current.kind, current.facts);
}
