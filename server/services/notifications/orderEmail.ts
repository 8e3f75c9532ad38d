// An order's outbox message made into an email from the order (and a refund message's refund)
// as it is now: its words (src/domain/notifications.ts), its layout, and the documents the
// shopper downloads from the order page: once the order is invoiced, the placed message's tax
// invoice, and the credit notes issued with a cancellation (all the order's) or a refund (its own).
import { asc, eq } from 'drizzle-orm';
import {
  orderMessage,
  refundMessage,
  type OrderNotificationKind,
  type OrderStatusNotificationKind,
  type RefundNotificationKind,
} from '../../../src/domain/notifications';
import { ROUTES } from '../../../src/domain/routes';
import type { OutgoingEmail } from '../../channels/email';
import type { Queryable } from '../../db/client';
import { creditNotes, refunds, users } from '../../db/schema';
import { renderTaxInvoice } from '../../invoice/taxInvoice';
import { creditNoteFile } from '../orders/creditNoteDocument';
import { invoiceFileName } from '../orders/invoice';
import { readOrder, readOrderRow } from '../orders/records';
import type { OutboxNotice, MessageSettings } from './consultationEmail';
import { layoutEmail } from './emailLayout';
import type { OrderMessageData } from './outbox';
import { refundFactsOf } from './refundFacts';

const REFUND_KINDS: OrderNotificationKind[] = ['refundStarted', 'refundProcessed'];
const PDF = 'application/pdf';

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
  const { refundId } = notice.data as OrderMessageData;
  const refund = REFUND_KINDS.includes(kind)
    ? (
        await tx
          .select()
          .from(refunds)
          .where(eq(refunds.id, refundId ?? ''))
      )[0]
    : undefined;
  if (REFUND_KINDS.includes(kind) && !refund) return null;
  const notes =
    order.invoicedAt && (refund || kind === 'orderCancelled')
      ? await tx
          .select()
          .from(creditNotes)
          .where(refund ? eq(creditNotes.refundId, refund.id) : eq(creditNotes.orderId, order.id))
          .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id))
      : [];
  const facts = {
    orderId: order.id,
    shopperName: shopper?.name ?? '',
    totalPaise: order.totalPaise,
    status: order.status,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    invoiceAttached: invoiced,
    creditNoteAttached: notes.length > 0,
    orderUrl: `${settings.siteOrigin}${ROUTES.order.href(order.id)}`,
  };
  const content = refund
    ? refundMessage(kind as RefundNotificationKind, facts, refundFactsOf(refund))
    : orderMessage(kind as OrderStatusNotificationKind, facts);
  const attachments = invoiced
    ? [
        {
          filename: invoiceFileName(order.invoiceNumber!),
          content: await renderTaxInvoice((await readOrder(tx, order.id))!, order.invoicedAt!),
          contentType: PDF,
        },
      ]
    : [];
  for (const note of notes) {
    const file = await creditNoteFile(tx, { ...order, invoicedAt: order.invoicedAt! }, note);
    attachments.push({ filename: file.fileName, content: file.pdf, contentType: PDF });
  }
  return layoutEmail(content, { messageId, to: notice.address, attachments });
}
