// The parts the shop's GST documents (the tax invoice, the credit note) share: the supplier's
// heading with the document's facts, the buyer and place of supply, the HSN-wise tax summary, the
// order's lines and the footer, in the layout of pdfLayout.
import { addressLines } from '@domain/address';
import type { Order } from '@domain/contract/commerce';
import { SELLER } from '@domain/seller';
import { CONTENT_WIDTH, INK, MARGIN, MUTED, RULE, table, widths, type Column, type Doc } from './pdfLayout';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (rupees: number) => amountFormat.format(rupees);

/** The supplier on the left; the document's title and its facts (label, value) on the right. */
export function header(doc: Doc, title: string, facts: [string, string][]): void {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(SELLER.legalName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of SELLER.addressLines) doc.text(line);
  doc.text(`GSTIN: ${SELLER.gstin}`).text(SELLER.email);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(title, MARGIN, MARGIN, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Original for recipient', { width: CONTENT_WIDTH, align: 'right' });
  const labelX = MARGIN + CONTENT_WIDTH * 0.5;
  const labelWidth = CONTENT_WIDTH * 0.17;
  doc.moveDown(0.5);
  for (const [label, value] of facts) {
    const top = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, labelX, top, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, labelX + labelWidth, top, { width: CONTENT_WIDTH * 0.5 - labelWidth, align: 'right' });
    doc.y = Math.max(doc.y, top) + 2;
  }
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 100) + 10;
}

export function parties(doc: Doc, order: Order): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('BILL TO / SHIP TO', MARGIN, top);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const line of addressLines(order.address)) doc.text(line, { width: half - 10 });
  doc.text(`Mobile: ${order.address.mobile}`, { width: half - 10 });
  const left = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('PLACE OF SUPPLY', MARGIN + half, top);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(order.address.state, { width: half });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('TAX', { width: half });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(INK)
    .text(
      order.tax.kind === 'intra'
        ? `Intra-state supply (${SELLER.state}): CGST + SGST`
        : `Inter-state supply from ${SELLER.state}: IGST`,
      { width: half },
    )
    .text('Reverse charge: No', { width: half });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y) + 14;
}

export function lines(doc: Doc, order: Order): void {
  const [n, name, hsn, qty, rate, gst, amount] = widths([4, 40, 12, 6, 14, 7, 15]);
  table(
    doc,
    [
      { title: '#', width: n! },
      { title: 'Item', width: name! },
      { title: 'HSN', width: hsn! },
      { title: 'Qty', width: qty!, align: 'right' },
      { title: 'Rate incl. GST (INR)', width: rate!, align: 'right' },
      { title: 'GST', width: gst!, align: 'right' },
      { title: 'Amount (INR)', width: amount!, align: 'right' },
    ],
    order.orderItems.map((item, index) => [
      String(index + 1),
      `${item.name} (${item.packSize})`,
      item.hsn,
      String(item.quantity),
      money(item.sellingPrice),
      `${item.gstRate}%`,
      money(item.sellingPrice * item.quantity),
    ]),
  );
}

export function taxSummary(doc: Doc, tax: Order['tax']): void {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(10).fillColor(INK).text('HSN-wise tax summary', MARGIN);
  doc.moveDown(0.3);
  const intra = tax.kind === 'intra';
  const taxColumns: Column[] = intra
    ? [
        { title: 'CGST (INR)', width: 0, align: 'right' },
        { title: 'SGST (INR)', width: 0, align: 'right' },
      ]
    : [{ title: 'IGST (INR)', width: 0, align: 'right' }];
  const columns: Column[] = [
    { title: 'HSN', width: 0 },
    { title: 'Rate', width: 0, align: 'right' },
    { title: 'Taxable value (INR)', width: 0, align: 'right' },
    ...taxColumns,
    { title: 'Total tax (INR)', width: 0, align: 'right' },
  ];
  const sized = widths(intra ? [15, 14, 21, 16, 16, 18] : [18, 12, 26, 22, 22]);
  columns.forEach((column, index) => (column.width = sized[index]!));
  const rows = tax.rows.map((row) => [
    row.hsn,
    intra ? `${row.rate / 2}% + ${row.rate / 2}%` : `${row.rate}%`,
    money(row.taxable),
    ...(intra ? [money(row.cgst), money(row.sgst)] : [money(row.igst)]),
    money(row.cgst + row.sgst + row.igst),
  ]);
  const sum = (pick: (row: Order['tax']['rows'][number]) => number) =>
    tax.rows.reduce((total, row) => total + pick(row), 0);
  rows.push([
    'Total',
    '',
    money(sum((row) => row.taxable)),
    ...(intra ? [money(sum((row) => row.cgst)), money(sum((row) => row.sgst))] : [money(sum((row) => row.igst))]),
    money(tax.total),
  ]);
  table(doc, columns, rows, { boldLast: true });
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Prices include GST. The coupon discount is shared over the goods; shipping and the cash-on-delivery fee are taxed at the rate of the principal supply.',
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
}

/** The closing line: `what` (e.g. 'invoice') is computer-generated and needs no signature. */
export function footer(doc: Doc, what: string): void {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `This is a computer-generated ${what} and needs no signature. For ${SELLER.legalName}. Questions: ${SELLER.email}`,
      MARGIN,
      doc.page.height - MARGIN - 20,
      { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
    );
}

/** Amount rows, a rule, the bold grand total and the GST it includes, on the right half. */
export function totalsBlock(doc: Doc, rows: [string, string][], grand: [string, string], taxIncluded: number): void {
  doc.moveDown(1);
  const labelX = MARGIN + CONTENT_WIDTH * 0.5;
  const labelWidth = CONTENT_WIDTH * 0.3;
  const valueX = labelX + labelWidth;
  const valueWidth = CONTENT_WIDTH * 0.2;
  const line = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, labelX, top, { width: labelWidth });
    doc.text(value, valueX, top, { width: valueWidth, align: 'right' });
    doc.y = Math.max(doc.y, top) + 3;
  };
  for (const [label, value] of rows) line(label, value);
  doc
    .moveTo(labelX, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.y += 4;
  line(grand[0], grand[1], true);
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(`Includes GST of INR ${money(taxIncluded)}`, labelX, doc.y, {
    width: labelWidth + valueWidth,
    align: 'right',
  });
}
