// What the server says when an order or its invoice cannot do what was asked (payment refusals are
// PAYMENT_MESSAGES in payment.ts).
import { PAYMENT_WINDOW_MINUTES } from './constants';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty',
  notFound: 'Order not found',
  paymentWindowPassed: `The ${PAYMENT_WINDOW_MINUTES}-minute payment window of this order has passed. Please place the order again`,
  retryNotAllowed: 'Only an order whose payment failed can be paid again',
  cannotCancel: (statusLabel: string) => `This order can no longer be cancelled (${statusLabel.toLowerCase()})`,
  noInvoiceYet: 'The invoice is issued once the order is confirmed',
  creditNoteNotFound: 'This order has no such credit note',
} as const;

/** A document of an order the shopper downloads: its tax invoice, or one of its credit notes. */
export type OrderDocument = { kind: 'invoice' } | { kind: 'creditNote'; noteId: number; number: string };

/** The file a downloaded document is saved as. */
export function orderDocumentFileName(orderId: string, document: OrderDocument): string {
  return document.kind === 'invoice'
    ? `ojas-invoice-${orderId}.pdf`
    : `ojas-credit-note-${document.number.replace(/\//g, '-')}.pdf`;
}

/**
 * The order's short number, as people read and quote it (the page, the order list, the invoice):
 * 'OJ-' and the last eight characters of its id, in capitals.
 */
export function orderNumber(orderId: string): string {
  return `OJ-${orderId.slice(-8).toUpperCase()}`;
}
