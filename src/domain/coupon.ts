// Coupons: percent or flat, with a minimum order, a cap, an expiry and usage limits; one per order.
import { formatDate } from './indiaTime';
import { COUPON_MESSAGES } from './messages/coupon';
import { formatRupees, paiseToRupees, shareOfPaise, type Paise } from './money';
import { countOf } from './plural';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Coupon codes as shoppers type them: letters and digits, compared in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponTerms {
  code: string;
  description: string;
  kind: CouponKind;
  /** Percent (1…100) for percent coupons, paise for flat ones. */
  value: number;
  minOrderPaise: Paise;
  /** The most a percent coupon takes off; null means no cap. */
  maxDiscountPaise: Paise | null;
  /** The last moment the coupon is valid (ISO timestamp). */
  validUntil: string;
  /** Uses allowed over all shoppers; null means unlimited. */
  usageLimit: number | null;
  /** Uses allowed per shopper; null means unlimited. */
  perUserLimit: number | null;
}

/** A coupon's amounts as the API shows them: rupees, a percent coupon's value staying a percentage. */
export function couponAmountsInRupees(
  terms: Pick<CouponTerms, 'kind' | 'value' | 'minOrderPaise' | 'maxDiscountPaise'>,
) {
  return {
    value: terms.kind === 'flat' ? paiseToRupees(terms.value) : terms.value,
    minOrder: paiseToRupees(terms.minOrderPaise),
    maxDiscount: terms.maxDiscountPaise === null ? null : paiseToRupees(terms.maxDiscountPaise),
  };
}

export interface CouponUsage {
  /** Orders (placed and not cancelled) that used the coupon, over all shoppers. */
  totalUses: number;
  /** The same, for this shopper. */
  userUses: number;
}

/** Why the coupon cannot be used on this order now, or null when it can. */
export function couponRefusal(
  coupon: CouponTerms,
  { subtotalPaise, usage, now }: { subtotalPaise: Paise; usage: CouponUsage; now: Date },
): string | null {
  if (now.getTime() > Date.parse(coupon.validUntil)) return COUPON_MESSAGES.expired;
  if (coupon.usageLimit !== null && usage.totalUses >= coupon.usageLimit) return COUPON_MESSAGES.usedUp;
  if (coupon.perUserLimit !== null && usage.userUses >= coupon.perUserLimit)
    return COUPON_MESSAGES.alreadyUsed(coupon.perUserLimit);
  if (subtotalPaise <= 0) return COUPON_MESSAGES.emptyCart;
  if (subtotalPaise < coupon.minOrderPaise) return COUPON_MESSAGES.belowMinimum(coupon.minOrderPaise, subtotalPaise);
  return null;
}

/** What the coupon takes off a subtotal: never more than its cap, never more than the subtotal. */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaise'>,
  subtotalPaise: Paise,
): Paise {
  const raw = coupon.kind === 'percent' ? shareOfPaise(subtotalPaise, coupon.value, 100) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/** The coupon's conditions in plain words, one line each, as the coupon list shows them. */
export function couponConditions(coupon: CouponTerms): string[] {
  const rupees = (paise: Paise) => formatRupees(paiseToRupees(paise));
  const benefit =
    coupon.kind === 'percent'
      ? `${coupon.value}% off${coupon.maxDiscountPaise === null ? '' : `, up to ${rupees(coupon.maxDiscountPaise)}`}`
      : `${rupees(coupon.value)} off`;
  const lines = [benefit];
  if (coupon.minOrderPaise > 0) lines.push(`On orders of ${rupees(coupon.minOrderPaise)} or more`);
  if (coupon.perUserLimit !== null)
    lines.push(
      coupon.perUserLimit === 1 ? 'Once per customer' : `Up to ${countOf(coupon.perUserLimit, 'time')} per customer`,
    );
  lines.push(`Valid until ${formatDate(coupon.validUntil, 'short')}`);
  return lines;
}
