// An order's outbox message made into an email from the order (and a refund message's refund)
// as it is now: its words (src/domain/notifications.ts), its layout, and, once the order is
// invoiced, the tax invoice rendered as the shopper downloads it.
import { eq } from 'drizzle-orm';
import {
  orderMessage,
  refundMessage,
  type MessageContent,
  type OrderNotificationKind,
  type OrderStatusNotificationKind,
  type RefundNotificationKind,
} from '../../../src/domain/notifications';
import { refundBankNote } from '../../../src/domain/refund';
import { ROUTES } from '../../../src/domain/routes';
import type { OutgoingEmail } from '../../channels/email';
import type { Queryable } from '../../db/client';
import { refunds, users } from '../../db/schema';
import { renderTaxInvoice } from '../../invoice/taxInvoice';
import { invoiceFileName } from '../orders/invoice';
import { readOrder, readOrderRow } from '../orders/records';
import type { OutboxNotice, MessageSettings } from './consultationEmail';
import { layoutEmail } from './emailLayout';
import type { OrderMessageData } from './outbox';

const REFUND_KINDS: OrderNotificationKind[] = ['refundStarted', 'refundProcessed'];

/** The email of an order's `notice`, or null when its order (or a refund message's refund) is gone. */
export async function orderEmail(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
  messageId: string,
): Promise<OutgoingEmail | null> {
  const order = await readOrderRow(tx, notice.subjectId);
  if (!order) return null;
  const [shopper] = await tx.select({ name: users.fullName }).from(users).where(eq(users.uid, order.uid));
  const kind = notice.kind as OrderNotificationKind;
  const invoiced = kind === 'orderPlaced' && order.invoiceNumber !== null && order.invoicedAt !== null;
  const facts = {
    orderId: order.id,
    shopperName: shopper?.name ?? '',
    totalPaise: order.totalPaise,
    status: order.status,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    invoiceAttached: invoiced,
    orderUrl: `${settings.siteOrigin}${ROUTES.order.href(order.id)}`,
  };
  let content: MessageContent;
  if (REFUND_KINDS.includes(kind)) {
    const { refundId = '' } = notice.data as OrderMessageData;
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund) return null;
    content = refundMessage(kind as RefundNotificationKind, facts, {
      amountPaise: refund.amountPaise,
      bankNote: refundBankNote({ status: refund.status, processedAt: refund.processedAt?.toISOString() ?? null }),
    });
  } else content = orderMessage(kind as OrderStatusNotificationKind, facts);
  const attachments = invoiced
    ? [
        {
          filename: invoiceFileName(order.invoiceNumber!),
          content: await renderTaxInvoice((await readOrder(tx, order.id))!, order.invoicedAt!),
          contentType: 'application/pdf',
        },
      ]
    : [];
  return layoutEmail(content, { messageId, to: notice.address, attachments });
}
