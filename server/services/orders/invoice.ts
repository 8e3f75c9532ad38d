// The tax invoice of a shopper's confirmed order, as PDF bytes.
import { FAILURE_CODES } from '@domain/contract/envelope';
import { ORDER_MESSAGES } from '@domain/messages/order';
import type { Db } from '../../db/client';
import { renderTaxInvoice } from '../../invoice/taxInvoice';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { readOwnOrderRow } from './access';
import { readOrder } from './records';

/** The file name of the invoice numbered `invoiceNumber`. */
export const invoiceFileName = (invoiceNumber: string) => `ojas-invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;

/** The owner's invoice; refused (conflict) before the order is confirmed and numbered. */
export function orderInvoice(
  db: Db,
  { id, uid }: { id: string; uid: string },
): Promise<Outcome<{ fileName: string; pdf: Buffer }>> {
  return outcomeOf(async () => {
    const row = await readOwnOrderRow(db, id, uid);
    if (!row.invoiceNumber || !row.invoicedAt) throw refuse(FAILURE_CODES.conflict, ORDER_MESSAGES.noInvoiceYet);
    const order = (await readOrder(db, id))!;
    return {
      fileName: invoiceFileName(row.invoiceNumber),
      pdf: await renderTaxInvoice(order, row.invoicedAt),
    };
  });
}
