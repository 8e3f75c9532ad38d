// The GST credit note of a refund or cancellation, as a PDF in the tax invoice's layout: the
// supplier, its own number and date, the original invoice's number and date, the buyer and place
// of supply, what is credited (the invoice's lines when it credits the whole invoice, otherwise
// the amount), the tax reversed split as the invoice split it (CGST + SGST or IGST), and the total.
import type { Order } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { paiseToRupees } from '@domain/money';
import { orderNumber } from '@domain/order';
import { footer, header, lines, money, parties, taxSummary, totalsBlock } from './gstSections';
import { pdfBytes, table, widths, type Doc } from './pdfLayout';

export interface CreditNoteFacts {
  number: string;
  issuedAt: Date;
  amountPaise: number;
  /** The tax this note reverses, in rupees. */
  tax: Order['tax'];
  /** When the original invoice was issued. */
  invoicedAt: Date;
}

const creditsWholeInvoice = (order: Order, note: CreditNoteFacts) =>
  paiseToRupees(note.amountPaise) === order.totals.total;

function creditedAmount(doc: Doc, order: Order, note: CreditNoteFacts): void {
  const [what, amount] = widths([80, 20]);
  table(
    doc,
    [
      { title: 'Credited', width: what! },
      { title: 'Amount (INR)', width: amount!, align: 'right' },
    ],
    [[`Part refund against invoice ${order.invoiceNumber ?? ''}`, money(paiseToRupees(note.amountPaise))]],
  );
}

/** The credit note as PDF bytes; the order must have its invoice. */
export function renderCreditNote(order: Order, note: CreditNoteFacts): Promise<Buffer> {
  return pdfBytes({ title: `Credit note ${note.number}`, createdAt: note.issuedAt }, (doc) => {
    header(doc, 'CREDIT NOTE', [
      ['Credit note number', note.number],
      ['Credit note date', formatDate(note.issuedAt, 'short')],
      ['Against invoice', order.invoiceNumber ?? ''],
      ['Invoice date', formatDate(note.invoicedAt, 'short')],
      ['Order', orderNumber(order._id)],
    ]);
    parties(doc, order);
    if (creditsWholeInvoice(order, note)) lines(doc, order);
    else creditedAmount(doc, order, note);
    taxSummary(doc, note.tax);
    totalsBlock(doc, [], ['Total credited (INR)', money(paiseToRupees(note.amountPaise))], note.tax.total);
    footer(doc, 'credit note');
  });
}
