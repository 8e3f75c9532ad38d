// Who sells on Ojas, as the tax invoice names the supplier. Its state decides CGST + SGST or IGST.
import type { IndianState } from './address';

const IST_OFFSET_MS = 330 * 60_000;

export const SELLER = {
  legalName: 'Ojas Wellness Private Limited',
  gstin: '29AACCO4721K1Z6',
  addressLines: ['No. 12, 4th Cross, Jayanagar 4th Block', 'Bengaluru, Karnataka 560011'],
  state: 'Karnataka' satisfies IndianState,
  email: 'care@ojas.example',
} as const;

/** Invoice numbers: a series per financial year (April to March), as GST rules ask. */
export function invoiceNumber(sequence: number, issuedAt: Date): string {
  const india = new Date(issuedAt.getTime() + IST_OFFSET_MS); // the year turns at midnight in India
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const series = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  return `OJ/${series}/${String(sequence).padStart(6, '0')}`;
}
