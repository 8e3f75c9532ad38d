// The packing slip that goes in an order's box: the seller, the order number and date, whom it
// ships to (address and mobile), and each line's item, pack size and quantity, with boxes to tick
// as it is packed. No prices: the tax invoice carries them.
import { addressLines } from '@domain/address';
import type { Order } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { orderNumber } from '@domain/order';
import { SELLER } from '@domain/seller';
import { CONTENT_WIDTH, INK, MARGIN, MUTED, pdfBytes, table, widths, type Doc } from './pdfLayout';

function heading(doc: Doc, order: Order): void {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(SELLER.legalName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of SELLER.addressLines) doc.text(line);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text('PACKING SLIP', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(`Order ${orderNumber(order._id)}`, { width: CONTENT_WIDTH, align: 'right' })
    .text(`Placed on ${formatDate(order.createdAt, 'short')}`, { width: CONTENT_WIDTH, align: 'right' })
    .text(order.paymentMethod === 'cod' ? 'Cash on delivery: collect the total' : 'Paid online', {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 80) + 12;
}

function shipTo(doc: Doc, order: Order): void {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('SHIP TO', MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  for (const line of addressLines(order.address)) doc.text(line, { width: CONTENT_WIDTH / 2 });
  doc.text(`Mobile: ${order.address.mobile}`);
  doc.moveDown(1);
}

function lines(doc: Doc, order: Order): void {
  const [n, item, pack, qty, packed] = widths([4, 56, 16, 8, 10]);
  table(
    doc,
    [
      { title: '#', width: n! },
      { title: 'Item', width: item! },
      { title: 'Pack', width: pack! },
      { title: 'Qty', width: qty!, align: 'right' },
      { title: 'Packed', width: packed!, align: 'right' },
    ],
    order.orderItems.map((line, index) => [String(index + 1), line.name, line.packSize, String(line.quantity), '[  ]']),
  );
  const units = order.orderItems.reduce((total, line) => total + line.quantity, 0);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${units} units in all`, MARGIN);
  doc.moveDown(2).font('Helvetica').fontSize(9.5).fillColor(MUTED).text('Packed by: ____________________');
}

/** The order's packing slip as PDF bytes. */
export function renderPackingSlip(order: Order, printedAt: Date): Promise<Buffer> {
  return pdfBytes({ title: `Packing slip ${orderNumber(order._id)}`, createdAt: printedAt }, (doc) => {
    heading(doc, order);
    shipTo(doc, order);
    lines(doc, order);
  });
}
