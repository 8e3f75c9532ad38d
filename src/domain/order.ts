// An order's documents and the short number people quote (its refusals are messages/order.ts).

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
