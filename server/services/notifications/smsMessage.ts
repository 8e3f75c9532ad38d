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
import type { CurrentNotice } from './notice';

/** The text of a notice, from its facts as they are now. */
export function noticeSms(current: CurrentNotice): string {
  if (current.about === 'order')
    return current.refund
      ? refundSms(current.kind as RefundNotificationKind, current.facts, current.refund)
      : orderSms(current.kind as OrderStatusNotificationKind, current.facts);
  if (current.about === 'doctorApplication') return doctorApplicationSms(current.kind, current.facts);
  return current.refund && isConsultationRefundNotification(current.kind)
    ? consultationRefundSms(current.kind, current.facts, current.refund)
    : consultationSms(current.kind, current.facts);
}
