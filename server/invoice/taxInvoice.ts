// The GST tax invoice of a confirmed order, as a PDF: the supplier (legal name, GSTIN, address),
// the invoice number and date, the buyer's address and place of supply, the lines with their HSN
// codes, an HSN-wise summary of taxable value and CGST + SGST or IGST (from `taxBreakdown`), and
// the totals with discount, shipping and the cash-on-delivery fee. Standard PDF fonts only, so it
// renders the same on any host.
import type { Order } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { orderNumber } from '@domain/order';
import { footer, header, lines, money, parties, taxSummary, totalsBlock } from './gstSections';
import { pdfBytes, type Doc } from './pdfLayout';

function invoiceHeader(doc: Doc, order: Order, invoicedAt: Date): void {
  const facts: [string, string][] = [
    ['Invoice number', order.invoiceNumber ?? ''],
    ['Invoice date', formatDate(invoicedAt, 'short')],
    ['Order', orderNumber(order._id)],
    [
      'Payment',
      order.paymentMethod === 'cod'
        ? 'Cash on delivery'
        : `Paid online${order.payment_id ? ` (${order.payment_id})` : ''}`,
    ],
  ];
  header(doc, 'TAX INVOICE', facts);
}

function totals(doc: Doc, order: Order): void {
  const rows: [string, string][] = [['Items', money(order.totals.subtotal)]];
  if (order.totals.couponDiscount > 0)
    rows.push([
      `Coupon discount${order.couponId ? ` (${order.couponId})` : ''}`,
      `- ${money(order.totals.couponDiscount)}`,
    ]);
  rows.push(['Shipping', order.totals.shipping > 0 ? money(order.totals.shipping) : 'Free']);
  if (order.totals.codFee > 0) rows.push(['Cash-on-delivery fee', money(order.totals.codFee)]);
  totalsBlock(doc, rows, ['Grand total (INR)', money(order.totals.total)], order.tax.total);
}

/** The order's tax invoice as PDF bytes; the order must have its invoice number. */
export function renderTaxInvoice(order: Order, invoicedAt: Date): Promise<Buffer> {
  return pdfBytes({ title: `Tax invoice ${order.invoiceNumber ?? ''}`, createdAt: invoicedAt }, (doc) => {
    invoiceHeader(doc, order, invoicedAt);
    parties(doc, order);
    lines(doc, order);
    taxSummary(doc, order.tax);
    totals(doc, order);
    footer(doc, 'invoice');
  });
}
