// The text a PDF shows, one string per text operation: enough to check what an invoice says.
// Reads the Flate streams pdfkit writes and joins each TJ array's hex strings, dropping kerning.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font)
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g))
      texts.push(
        [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
      );
  }
  return texts;
}
