// What the shop's PDFs (the tax invoice, the packing slip) share: an A4 page in the standard PDF
// fonts (so they render the same on any host), the colours, ruled tables with a shaded header
// row, and the document's bytes.
import PDFDocument from 'pdfkit';
import { SELLER } from '@domain/seller';

export const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const INK = '#1f2a24';
export const MUTED = '#5b665f';
export const RULE = '#c9d2cc';
const BAND = '#eef3ef';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export type Doc = InstanceType<typeof PDFDocument>;

export function table(doc: Doc, columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}): void {
  const rowPadding = 5;
  const drawRow = (cells: string[], { header = false, bold = false } = {}) => {
    doc.font(header || bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(header ? 8 : 8.5);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 8 }));
    const height = Math.max(...heights) + 2 * rowPadding;
    if (doc.y + height > doc.page.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    if (header) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(BAND);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.fillColor(header ? MUTED : INK).text(cell, x + 4, top + rowPadding, {
        width: column.width - 8,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + CONTENT_WIDTH, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    columns.map((column) => column.title),
    { header: true },
  );
  rows.forEach((row, index) => drawRow(row, { bold: options.boldLast && index === rows.length - 1 }));
}

/** Widths that fill the content width, in proportion to `weights`. */
export function widths(weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (weight / sum) * CONTENT_WIDTH);
}

/** The bytes of an A4 document by the seller, titled `title`, that `draw` fills in. */
export function pdfBytes(
  { title, createdAt }: { title: string; createdAt: Date },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: SELLER.legalName, CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
