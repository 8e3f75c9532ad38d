// Money is integer paise inside; the API carries rupees with at most two decimals.
import { CURRENCY_SYMBOL } from './constants';
import { indianDigits } from './indianDigits';

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** "₹1,23,456" — the rupee sign and Indian digit grouping; paise, when present, as two digits ("₹574.20"). */
export function formatRupees(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const sign = paise < 0 ? '-' : '';
  const whole = indianDigits(Math.trunc(Math.abs(paise) / 100));
  const fraction = Math.abs(paise) % 100;
  return `${CURRENCY_SYMBOL}${sign}${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/** Whole-percent discount of a selling price against the MRP. */
export function discountPercent(mrpPaise: Paise, sellingPaise: Paise): number {
  if (mrpPaise <= 0 || sellingPaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - sellingPaise) * 100) / mrpPaise);
}

export function formatDiscount(percent: number): string {
  return `${percent}% OFF`;
}

/**
 * The one rounding rule for money: a fraction of an amount in paise, rounded half up to whole
 * paise. Every share, percentage and tax split goes through here.
 */
export function shareOfPaise(paise: Paise, numerator: number, denominator: number): Paise {
  if (denominator <= 0) return 0;
  return Math.floor((paise * numerator) / denominator + 0.5);
}

/**
 * Splits `total` paise over `weights` in proportion, so the parts always add up to `total`
 * (largest remainder: the paise left by rounding down go to the largest fractions first).
 */
export function allocatePaise(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order.slice(0, left)) parts[i] = (parts[i] ?? 0) + 1;
  return parts;
}
