// Goods and Services Tax as an Indian store charges it. Prices are inclusive of GST: the tax is
// carved out of what the shopper pays, never added on top.
import { allocatePaise, shareOfPaise, type Paise } from './money';

/** The three kinds of goods Ojas sells, with their GST rate (percent) and usual HSN code. */
export const GST_CLASSES = {
  classical: { rate: 5, hsn: '30049011', label: 'Classical Ayurvedic medicine' },
  proprietary: { rate: 12, hsn: '30049011', label: 'Proprietary Ayurvedic medicine' },
  cosmetic: { rate: 18, hsn: '33049990', label: 'Ayurvedic cosmetic' },
} as const;
export type GstClass = keyof typeof GST_CLASSES;

export const GST_RATES = [5, 12, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

/** HSN codes are 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

/** The taxable value and the tax inside an amount that includes GST at `rate` percent. */
export function splitInclusive(amountPaise: Paise, rate: number): { taxablePaise: Paise; taxPaise: Paise } {
  const taxablePaise = shareOfPaise(amountPaise, 100, 100 + rate);
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

export type TaxKind = 'intra' | 'inter';

/** CGST + SGST when goods are delivered inside the seller's state, IGST otherwise. */
export function taxKind(sellerState: string, deliveryState: string): TaxKind {
  return sellerState === deliveryState ? 'intra' : 'inter';
}

export interface TaxableLine {
  /** What the shopper pays for the line (GST included), before any coupon. */
  amountPaise: Paise;
  rate: number;
  hsn: string;
}

export interface TaxRow {
  hsn: string;
  rate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface TaxBreakdown {
  kind: TaxKind;
  rows: TaxRow[];
  taxablePaise: Paise;
  taxPaise: Paise;
}

export interface TaxInput {
  lines: readonly TaxableLine[];
  /** The coupon discount; it lowers the value of the goods, shared over the lines by their amounts. */
  discountPaise: Paise;
  /** Shipping and cash-on-delivery fees: part of a composite supply, taxed at the principal (highest) goods rate. */
  chargesPaise: Paise;
  kind: TaxKind;
}

/**
 * The tax invoice's breakdown, one row per HSN code and rate: the discount is shared over the
 * lines, charges follow the principal supply, and each row's tax is split as CGST + SGST
 * (halves, the odd paisa to SGST) or IGST.
 */
export function taxBreakdown({ lines, discountPaise, chargesPaise, kind }: TaxInput): TaxBreakdown {
  const discounts = allocatePaise(
    discountPaise,
    lines.map((line) => line.amountPaise),
  );
  const amounts = new Map<string, { hsn: string; rate: number; amountPaise: Paise }>();
  const add = (hsn: string, rate: number, amountPaise: Paise) => {
    const key = `${hsn}@${rate}`;
    const row = amounts.get(key) ?? { hsn, rate, amountPaise: 0 };
    row.amountPaise += amountPaise;
    amounts.set(key, row);
  };
  lines.forEach((line, index) => add(line.hsn, line.rate, line.amountPaise - (discounts[index] ?? 0)));
  const principal = lines.reduce<TaxableLine | undefined>(
    (top, line) => (!top || line.rate > top.rate ? line : top),
    undefined,
  );
  if (chargesPaise > 0 && principal) add(principal.hsn, principal.rate, chargesPaise);
  const rows = [...amounts.values()]
    .filter((row) => row.amountPaise > 0)
    .sort((a, b) => a.rate - b.rate || a.hsn.localeCompare(b.hsn))
    .map(({ hsn, rate, amountPaise }) => taxRow(hsn, rate, amountPaise, kind));
  return withTotals(kind, rows);
}

/** The row of an amount (GST included) at `rate`: its taxable value and CGST + SGST (odd paisa to SGST) or IGST. */
function taxRow(hsn: string, rate: number, amountPaise: Paise, kind: TaxKind): TaxRow {
  const { taxablePaise, taxPaise } = splitInclusive(amountPaise, rate);
  const cgstPaise = kind === 'intra' ? Math.floor(taxPaise / 2) : 0;
  const sgstPaise = kind === 'intra' ? taxPaise - cgstPaise : 0;
  return { hsn, rate, taxablePaise, cgstPaise, sgstPaise, igstPaise: kind === 'inter' ? taxPaise : 0 };
}

const grossOf = (row: TaxRow) => row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise;

function withTotals(kind: TaxKind, rows: TaxRow[]): TaxBreakdown {
  const taxablePaise = rows.reduce((sum, row) => sum + row.taxablePaise, 0);
  const taxPaise = rows.reduce((sum, row) => sum + row.cgstPaise + row.sgstPaise + row.igstPaise, 0);
  return { kind, rows, taxablePaise, taxPaise };
}

/**
 * The tax reversed by a credit note of `creditedPaise` against an invoice: the amount is shared
 * over the invoice's rows by their value and split at each row's rate, so crediting the whole
 * invoice reverses exactly its rows.
 */
export function creditBreakdown(invoice: TaxBreakdown, creditedPaise: Paise): TaxBreakdown {
  const shares = allocatePaise(creditedPaise, invoice.rows.map(grossOf));
  const rows = invoice.rows
    .map((row, index) => taxRow(row.hsn, row.rate, shares[index] ?? 0, invoice.kind))
    .filter((row) => grossOf(row) > 0);
  return withTotals(invoice.kind, rows);
}
