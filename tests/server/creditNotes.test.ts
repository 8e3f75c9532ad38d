// GST credit notes on a real server: a cancelled invoiced order and each refund (part or full)
// get one, numbered in their own series without gaps or repeats (also when refunds race), naming
// the invoice and reversing its tax as it was split; the invoice stays available.
import { describe, expect, it } from 'vitest';
import type { Order } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { pdfText } from '../support/pdfText';
import { opsCall, operatorAccount } from './opsFixtures';
import {
  bearer,
  deliveryAddress,
  orderAction,
  placed,
  readOrder,
  sandboxDecide,
  stockedItem,
  useOrderApp,
} from './orderFixtures';

const { app, db, sandbox, shopperWith, orderFor } = useOrderApp();

const CREDIT_NOTE_NUMBER = /^CN\/\d{4}-\d{2}\/\d{5}$/;
const sequenceOf = (number: string) => Number(number.split('/')[2]);

const creditNote = (buyer: TestAccount, orderId: string, noteId: number | string) =>
  app().inject({ url: `/api/store/order/${orderId}/credit-notes/${noteId}`, headers: bearer(buyer) });

async function paidOrder(index: number, sellingPaise = 60_000) {
  const itemId = await stockedItem(db(), { stock: 20, sellingPaise, index });
  const buyer = await shopperWith(`Credit buyer ${index}`, []);
  const order = await orderFor(buyer, [{ itemId, quantity: 1 }]);
  expect((await sandboxDecide(app(), sandbox(), order, 'paid')).kind).toBe('paid');
  return { buyer, order };
}

async function creditNoteText(buyer: TestAccount, order: Order, noteId: number): Promise<string[]> {
  const response = await creditNote(buyer, order._id, noteId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ojas-credit-note-CN-/);
  return pdfText(response.rawPayload);
}

describe('a cancelled cash-on-delivery order', () => {
  it('gets one credit note for the whole invoice, with its lines and IGST, and keeps its invoice', async () => {
    const itemId = await stockedItem(db(), { stock: 5, sellingPaise: 45_000, index: 60 });
    const buyer = await shopperWith('Cancelling buyer', [{ itemId, quantity: 2 }]);
    const order = await placed(app(), buyer, { paymentMethod: 'cod', address: deliveryAddress('Maharashtra') });
    const cancelled = await orderAction(app(), buyer, order._id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const read = await readOrder(app(), buyer, order._id);
    expect(read.status).toBe('cancelled');
    expect(read.creditNotes).toHaveLength(1);
    const [note] = read.creditNotes;
    expect(note!.number).toMatch(CREDIT_NOTE_NUMBER);
    expect(note!.amountPaise).toBe(Math.round(read.totals.total * 100));

    const text = await creditNoteText(buyer, read, note!._id);
    expect(text).toEqual(
      expect.arrayContaining(['CREDIT NOTE', note!.number, read.invoiceNumber, 'Maharashtra', 'IGST (INR)']),
    );
    expect(text).toContain(formatDate(read.history.find((entry) => entry.status === 'created')!.at, 'short'));
    expect(text.join(' ')).toContain(read.orderItems[0]!.name);
    expect(text).toContain(read.tax.total.toFixed(2));
    expect(text).not.toContain('CGST (INR)');

    const invoice = await app().inject({ url: `/api/store/order/${order._id}/invoice`, headers: bearer(buyer) });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).toContain('TAX INVOICE');
  });
});

describe('refunds of a paid order', () => {
  it('a part refund credits its amount with the tax split; the cancellation credits the rest, numbered next', async () => {
    const operator = await operatorAccount(db(), 'Crediting Operator');
    const { buyer, order } = await paidOrder(61);
    const part = await opsCall(app(), operator, 'POST', `/ops/orders/${order._id}/refunds`, {
      amountPaise: 21_000,
      reason: 'One jar arrived broken',
    });
    expect(part.statusCode, part.body).toBe(201);
    const afterPart = await readOrder(app(), buyer, order._id);
    expect(afterPart.creditNotes).toMatchObject([{ amountPaise: 21_000 }]);
    const partText = await creditNoteText(buyer, afterPart, afterPart.creditNotes[0]!._id);
    // Seller and buyer both in Karnataka: the 5% GST inside 210.00 is 10.00, as CGST 5.00 + SGST 5.00.
    expect(partText).toEqual(
      expect.arrayContaining(['CGST (INR)', 'SGST (INR)', '2.5% + 2.5%', '200.00', '5.00', '10.00', '210.00']),
    );
    expect(partText).toContain(afterPart.invoiceNumber);
    expect(partText.join(' ')).toContain(`Part refund against invoice ${afterPart.invoiceNumber}`);

    const cancelled = await orderAction(app(), buyer, order._id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await readOrder(app(), buyer, order._id);
    expect(after.status).toBe('refunded');
    expect(after.creditNotes.map((note) => note.amountPaise)).toEqual([21_000, order.amount - 21_000]);
    const [first, second] = after.creditNotes;
    expect(sequenceOf(second!.number)).toBe(sequenceOf(first!.number) + 1);
  });

  it('two refunds racing on two orders get two distinct consecutive numbers', async () => {
    const operator = await operatorAccount(db(), 'Racing Operator');
    const one = await paidOrder(62);
    const two = await paidOrder(63);
    const responses = await Promise.all(
      [one, two].map(({ order }) =>
        opsCall(app(), operator, 'POST', `/ops/orders/${order._id}/refunds`, { amountPaise: 10_000, reason: 'Late' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const numbers = await Promise.all(
      [one, two].map(async ({ buyer, order }) => (await readOrder(app(), buyer, order._id)).creditNotes[0]!.number),
    );
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences[1]).toBe(sequences[0]! + 1);
  });
});

describe('reading a credit note', () => {
  it('answers 404 for an order without one, 403 to another shopper and 400 for a malformed id', async () => {
    const { buyer, order } = await paidOrder(64);
    const none = await creditNote(buyer, order._id, 1);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ORDER_MESSAGES.creditNoteNotFound);
    expect((await creditNote(await createAccount('Someone else'), order._id, 1)).statusCode).toBe(403);
    expect((await creditNote(buyer, order._id, '0')).statusCode).toBe(400);
    expect((await creditNote(buyer, order._id, 'CN-1')).statusCode).toBe(400);
  });
});
