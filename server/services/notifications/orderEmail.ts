// An order's outbox message made into an email from the order (and a refund message's refund)
// as it is now: its words (src/domain/notifications.ts), its layout, and the documents the
// shopper downloads from the order page: once the order is invoiced, the placed message's tax
// invoice, and the credit notes issued with a cancellation (all the order's) or a refund (its
// own). The facts it is made from (orderNotice) make its text message too (smsMessage.ts).
import { asc, eq } from 'drizzle-orm';
import {
  orderMessage,
  refundMessage,
  type MessageContent,
  type OrderEmailFacts,
  type OrderFacts,
  type OrderNotificationKind,
  type OrderStatusNotificationKind,
  type RefundFacts,
  type RefundNotificationKind,
} from '@domain/notifications';
import { ROUTES } from '@domain/routes';
import { creditNotes, users } from '../../db/schema';
import { renderTaxInvoice } from '../../invoice/taxInvoice';
import { creditNoteFile } from '../orders/creditNoteDocument';
import { invoiceFileName } from '../orders/invoice';
import { readOrder, readOrderRow } from '../orders/records';
import type { EmailComposer, NoticeReader } from './composing';
import { layoutEmail } from './emailLayout';
import type { OrderMessageData } from './outbox';
import { refundFactsOf } from './refundFacts';

const REFUND_KINDS: OrderNotificationKind[] = ['refundStarted', 'refundProcessed'];
const PDF = 'application/pdf';

/** An order's message as it stands now: its kind and facts, a refund message's refund, and the order's row. */
export interface OrderNotice {
  kind: OrderNotificationKind;
  facts: OrderFacts;
  refund: (RefundFacts & { id: string }) | null;
  order: NonNullable<Awaited<ReturnType<typeof readOrderRow>>>;
}

/**
 * The facts of an order's `notice` from its order (and a refund message's refund) as they are
 * now, or null when they are gone. Every channel composes its message from these.
 */
export const orderNotice: NoticeReader<OrderNotice> = async (tx, settings, notice) => {
  const order = await readOrderRow(tx, notice.subjectId);
  if (!order) return null;
  const [shopper] = await tx.select({ name: users.fullName }).from(users).where(eq(users.uid, order.uid));
  const kind = notice.kind as OrderNotificationKind;
  const facts: OrderFacts = {
    orderId: order.id,
    shopperName: shopper?.name ?? '',
    totalPaise: order.totalPaise,
    status: order.status,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    invoiceAttached: kind === 'orderPlaced' && order.invoiceNumber !== null && order.invoicedAt !== null,
    orderUrl: `${settings.siteOrigin}${ROUTES.order.href(order.id)}`,
  };
  if (!REFUND_KINDS.includes(kind)) return { kind, facts, refund: null, order };
  const refund = await refundFactsOf(tx, (notice.data as OrderMessageData).refundId);
  return refund && { kind, facts, order, refund };
};

/** The email of an order's `notice`, or null when its order (or a refund message's refund) is gone. */
export const orderEmail: EmailComposer = async (tx, settings, notice, messageId) => {
  const current = await orderNotice(tx, settings, notice);
  if (!current) return null;
  const { kind, refund, order } = current;
  const notes =
    order.invoicedAt && (refund || kind === 'orderCancelled')
      ? await tx
          .select()
          .from(creditNotes)
          .where(refund ? eq(creditNotes.refundId, refund.id) : eq(creditNotes.orderId, order.id))
          .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id))
      : [];
  const facts: OrderEmailFacts = { ...current.facts, creditNoteAttached: notes.length > 0 };
  const content: MessageContent = refund
    ? refundMessage(kind as RefundNotificationKind, facts, refund)
    : orderMessage(kind as OrderStatusNotificationKind, facts);
  const attachments = facts.invoiceAttached
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
};
