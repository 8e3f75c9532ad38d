// Who sells on Ojas, as the tax invoice names the supplier. Its state decides CGST + SGST or IGST.
import type { IndianState } from './address';
import { INDIA_OFFSET_MS } from './indiaTime';

export const SELLER = {
  legalName: 'Ojas Wellness Private Limited',
  gstin: '29AACCO4721K1Z6',
  addressLines: ['No. 12, 4th Cross, Jayanagar 4th Block', 'Bengaluru, Karnataka 560011'],
  state: 'Karnataka' satisfies IndianState,
  email: 'care@ojas.example',
} as const;

/** The GST financial year (April to March) of an instant, as invoices print it: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS); // the year turns at midnight in India
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Invoice numbers: a series per financial year, as GST rules ask. */
export function invoiceNumber(sequence: number, issuedAt: Date): string {
  return `OJ/${financialYear(issuedAt)}/${String(sequence).padStart(6, '0')}`;
}

/** Credit note numbers: a series of their own per financial year, 'CN/2026-27/00001'. */
export function creditNoteNumber(sequence: number, year: string): string {
  return `CN/${year}/${String(sequence).padStart(5, '0')}`;
}
