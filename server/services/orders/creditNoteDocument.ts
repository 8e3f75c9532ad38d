// A credit note of a shopper's order, as PDF bytes (the tax invoice's own is in invoice.ts).
import { and, eq } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { creditBreakdown } from '@domain/gst';
import { ORDER_MESSAGES } from '@domain/messages/order';
import type { Queryable } from '../../db/client';
import { creditNotes } from '../../db/schema';
import { renderCreditNote } from '../../invoice/creditNote';
import { outcomeOf, refuse, type Outcome } from '../refusal';
import { readOwnOrderRow } from './access';
import { orderTax, readOrder, readOrderItems, toOrderTax, type CreditNoteRow, type OrderRow } from './records';

/** The credit note `noteId` of the order, for its owner; refused (not_found) when the order has no such note. */
export function orderCreditNote(
  db: Queryable,
  { id, uid, noteId }: { id: string; uid: string; noteId: number },
): Promise<Outcome<{ fileName: string; pdf: Buffer }>> {
  return outcomeOf(async () => {
    const row = await readOwnOrderRow(db, id, uid);
    const [note] = await db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.id, noteId), eq(creditNotes.orderId, id)));
    if (!note || !row.invoiceNumber || !row.invoicedAt)
      throw refuse(FAILURE_CODES.notFound, ORDER_MESSAGES.creditNoteNotFound);
    return creditNoteFile(db, { ...row, invoicedAt: row.invoicedAt }, note);
  });
}

/** A credit note of an invoiced order as its PDF file, as the shopper downloads it and their email carries it. */
export async function creditNoteFile(
  db: Queryable,
  row: OrderRow & { invoicedAt: Date },
  note: CreditNoteRow,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order = (await readOrder(db, row.id))!;
  const tax = creditBreakdown(orderTax(row, await readOrderItems(db, row.id)), note.amountPaise);
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
