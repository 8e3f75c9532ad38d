// GST credit notes: when an invoiced order is refunded (in full or in part) or cancelled, a
// credit note reverses what it gives back, in the same transaction, so the invoice stays as it
// was issued and the notes together never credit more than it. Numbers come from a counter row
// per financial year, taken in that transaction: they never skip or repeat, even under races.
import { eq, sql, sum } from 'drizzle-orm';
import { creditNoteNumber, financialYear } from '@domain/seller';
import type { Queryable } from '../../db/client';
import { creditNoteCounters, creditNotes, orders } from '../../db/schema';

async function nextCreditNoteNumber(tx: Queryable, at: Date): Promise<string> {
  const year = financialYear(at);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return creditNoteNumber(counter!.lastNumber, year);
}

/**
 * Issues the credit note of the (locked) order `orderId` for `amountPaise`, or for all its
 * invoice has not yet credited when no amount is given; capped at what is left. Nothing when the
 * order has no invoice or nothing is left to credit.
 */
export async function issueCreditNote(
  tx: Queryable,
  orderId: string,
  { amountPaise, refundId, at }: { amountPaise: number | null; refundId: string | null; at: Date },
): Promise<void> {
  const [order] = await tx
    .select({ totalPaise: orders.totalPaise, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.invoiceNumber) return;
  const [credited] = await tx
    .select({ paise: sum(creditNotes.amountPaise) })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  const left = order.totalPaise - Number(credited?.paise ?? 0);
  const credit = Math.min(amountPaise ?? left, left);
  if (credit <= 0) return;
  await tx.insert(creditNotes).values({
    number: await nextCreditNoteNumber(tx, at),
    orderId,
    refundId,
    amountPaise: credit,
    issuedAt: at,
  });
}
