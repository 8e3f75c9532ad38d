// An outbox message made into a text message from its consultation or order as it is now: the
// same facts as its email (consultationNotice, orderNotice), the words of src/domain/notificationSms.ts.
import {
  isOrderNotification,
  type OrderStatusNotificationKind,
  type RefundNotificationKind,
} from '../../../src/domain/notifications';
import { consultationSms, orderSms, refundSms } from '../../../src/domain/notificationSms';
import type { Queryable } from '../../db/client';
import { consultationNotice, type MessageSettings, type OutboxNotice } from './consultationEmail';
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
  const current = await consultationNotice(tx, settings, notice);
  return current && consultationSms(current.kind, current.facts);
}
