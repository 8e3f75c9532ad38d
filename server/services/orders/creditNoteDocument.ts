// A credit note of a shopper's order, as PDF bytes (the tax invoice's own is in invoice.ts).
import { and, eq } from 'drizzle-orm';
import { creditBreakdown } from '../../../src/domain/gst';
import { ORDER_MESSAGES } from '../../../src/domain/order';
import type { Queryable } from '../../db/client';
import { creditNotes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { renderCreditNote } from '../../invoice/creditNote';
import { readOwnOrderRow } from './access';
import { orderTax, readOrder, readOrderItems, toOrderTax } from './records';

/** The credit note `noteId` of the order, for its owner: 404 when the order has no such note. */
export async function orderCreditNote(
  db: Queryable,
  { id, uid, noteId }: { id: string; uid: string; noteId: number },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await readOwnOrderRow(db, id, uid);
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, noteId), eq(creditNotes.orderId, id)));
  if (!note || !row.invoiceNumber || !row.invoicedAt) throw new HttpError(404, ORDER_MESSAGES.creditNoteNotFound);
  const order = (await readOrder(db, id))!;
  const tax = creditBreakdown(orderTax(row, await readOrderItems(db, id)), note.amountPaise);
  return {
    fileName: `ojas-credit-note-${note.number.replace(/\//g, '-')}.pdf`,
    pdf: await renderCreditNote(order, {
      number: note.number,
      issuedAt: note.issuedAt,
      amountPaise: note.amountPaise,
      tax: toOrderTax(tax),
      invoicedAt: row.invoicedAt,
    }),
  };
}
