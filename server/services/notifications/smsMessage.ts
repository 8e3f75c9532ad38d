// An outbox message made into a text message from its consultation, order or doctor application
// as it is now: the same facts as its email (consultationNotice, orderNotice,
// doctorApplicationNotice), the words of src/domain/notificationSms.ts.
import {
  isConsultationRefundNotification,
  isDoctorApplicationNotification,
  isOrderNotification,
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
import { consultationNotice, type MessageSettings, type OutboxNotice } from './consultationEmail';
import { doctorApplicationNotice } from './doctorApplicationEmail';
import { orderNotice } from './orderEmail';

/** The text of `notice`, or null when it is no longer wanted. */
export async function notificationSms(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
): Promise<string | null> {
  if (isOrderNotification(notice.kind)) {
    const current = await orderNotice(tx, settings, notice);
    if (!current) return null;
    return current.refund
      ? refundSms(current.kind as RefundNotificationKind, current.facts, current.refund)
      : orderSms(current.kind as OrderStatusNotificationKind, current.facts);
  }
  if (isDoctorApplicationNotification(notice.kind)) {
    const current = await doctorApplicationNotice(tx, settings, notice);
    return current && doctorApplicationSms(current.kind, current.facts);
  }
  const current = await consultationNotice(tx, settings, notice);
  if (!current) return null;
  return current.refund && isConsultationRefundNotification(current.kind)
    ? consultationRefundSms(current.kind, current.facts, current.refund)
    : consultationSms(current.kind, current.facts);
}
