// The tax invoice of a shopper's confirmed order, as PDF bytes.
import { ORDER_MESSAGES } from '../../../src/domain/order';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { renderTaxInvoice } from '../../invoice/taxInvoice';
import { readOwnOrderRow } from './access';
import { readOrder } from './records';

export async function orderInvoice(
  db: Db,
  { id, uid }: { id: string; uid: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await readOwnOrderRow(db, id, uid);
  if (!row.invoiceNumber || !row.invoicedAt) throw new HttpError(409, ORDER_MESSAGES.noInvoiceYet);
  const order = (await readOrder(db, id))!;
  return {
    fileName: `ojas-invoice-${row.invoiceNumber.replace(/\//g, '-')}.pdf`,
    pdf: await renderTaxInvoice(order, row.invoicedAt),
  };
}
