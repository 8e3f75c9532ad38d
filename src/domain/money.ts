// Money is integer paise inside; the API carries rupees with at most two decimals.
import { CURRENCY_SYMBOL } from './constants';

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** "₹1,23,456" — the rupee sign and Indian digit grouping; paise shown only when present. */
export function formatRupees(rupees: number): string {
  return `${CURRENCY_SYMBOL}${rupeeFormat.format(rupees)}`;
}

/** Whole-percent discount of a selling price against the MRP. */
export function discountPercent(mrpPaise: Paise, sellingPaise: Paise): number {
  if (mrpPaise <= 0 || sellingPaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - sellingPaise) * 100) / mrpPaise);
}

export function formatDiscount(percent: number): string {
  return `${percent}% OFF`;
}
