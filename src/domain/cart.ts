// Cart math, the same in the browser and on the server: integer paise, prices inclusive of GST.
import {
  COD_FEE_RUPEES,
  COD_MAX_ORDER_RUPEES,
  FREE_SHIPPING_MIN_RUPEES,
  MAX_UNITS_PER_LINE,
  SHIPPING_FEE_RUPEES,
} from './constants';
import type { PublicCoupon } from './contract/commerce';
import { couponDiscount, type CouponTerms } from './coupon';
import { taxBreakdown } from './gst';
import { paiseToRupees, rupeesToPaise, type Paise } from './money';

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PricedLine {
  itemId: string;
  quantity: number;
  /** Selling price of one unit, GST included. */
  unitPaise: Paise;
  /** Maximum retail price of one unit. */
  mrpPaise: Paise;
  gstRate: number;
  hsn: string;
}

export interface CartTotals {
  /** Units in the cart. */
  itemCount: number;
  mrpTotalPaise: Paise;
  /** What the lines cost at selling prices. */
  subtotalPaise: Paise;
  mrpSavingsPaise: Paise;
  couponDiscountPaise: Paise;
  shippingPaise: Paise;
  /** How much more (after the coupon) would make shipping free; 0 when it already is. */
  freeShippingShortfallPaise: Paise;
  codAvailable: boolean;
  codFeePaise: Paise;
  /** GST contained in the total. */
  taxIncludedPaise: Paise;
  totalPaise: Paise;
}

const FREE_SHIPPING_MIN_PAISE = rupeesToPaise(FREE_SHIPPING_MIN_RUPEES);
const SHIPPING_FEE_PAISE = rupeesToPaise(SHIPPING_FEE_RUPEES);
const COD_MAX_ORDER_PAISE = rupeesToPaise(COD_MAX_ORDER_RUPEES);
const COD_FEE_PAISE = rupeesToPaise(COD_FEE_RUPEES);

/**
 * Shipping on goods worth `goodsPaise`: free from the threshold, counted on the value after the
 * coupon discount (what the shopper pays for the goods), as the big Indian shops count it.
 */
function shippingFor(goodsPaise: Paise): Paise {
  return goodsPaise >= FREE_SHIPPING_MIN_PAISE ? 0 : SHIPPING_FEE_PAISE;
}

/**
 * What applying a coupon would do to a cart whose items cost `subtotalPaise`, for the coupon list
 * to say before it is applied: the saving, and the shipping charged once the coupon takes the
 * goods under the free-shipping threshold (0 when shipping stays as it is without the coupon).
 */
export function couponEffect(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaise'>,
  subtotalPaise: Paise,
): { savingPaise: Paise; addedShippingPaise: Paise } {
  const savingPaise = couponDiscount(coupon, subtotalPaise);
  return { savingPaise, addedShippingPaise: shippingFor(subtotalPaise - savingPaise) - shippingFor(subtotalPaise) };
}

/** The shipping (rupees) a listed coupon would add to a cart whose items cost `subtotal` rupees; 0 when none. */
export function shippingAddedByCoupon(
  coupon: Pick<PublicCoupon, 'kind' | 'value' | 'maxDiscount' | 'minOrder'>,
  subtotal: number,
): number {
  const subtotalPaise = rupeesToPaise(subtotal);
  if (subtotalPaise <= 0 || subtotal < coupon.minOrder) return 0;
  const terms = {
    kind: coupon.kind,
    value: coupon.kind === 'flat' ? rupeesToPaise(coupon.value) : coupon.value,
    maxDiscountPaise: coupon.maxDiscount === null ? null : rupeesToPaise(coupon.maxDiscount),
  };
  return paiseToRupees(couponEffect(terms, subtotalPaise).addedShippingPaise);
}

/** The most units of a product one line may hold: its live stock, and never more than the per-line cap. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_UNITS_PER_LINE));
}

/**
 * Totals of a cart. The coupon (already checked with `couponRefusal`) comes off the selling
 * subtotal; shipping is free from the threshold after the coupon; the COD fee applies only when
 * cash on delivery is chosen and allowed. Tax is the GST inside the goods after the discount and inside
 * the charges, exactly as the tax invoice computes it (`taxBreakdown`).
 */
export function priceCart({
  lines,
  coupon,
  paymentMethod,
}: {
  lines: readonly PricedLine[];
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaise'> | null;
  paymentMethod: PaymentMethod | null;
}): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const mrpTotalPaise = lines.reduce((sum, line) => sum + line.mrpPaise * line.quantity, 0);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  const couponDiscountPaise = coupon ? couponDiscount(coupon, subtotalPaise) : 0;
  const goodsPaise = subtotalPaise - couponDiscountPaise;
  const empty = lines.length === 0;
  const shippingPaise = empty ? 0 : shippingFor(goodsPaise);
  const freeShippingShortfallPaise = empty ? 0 : Math.max(0, FREE_SHIPPING_MIN_PAISE - goodsPaise);
  const beforeCodPaise = goodsPaise + shippingPaise;
  const codAvailable = !empty && beforeCodPaise <= COD_MAX_ORDER_PAISE;
  const codFeePaise = paymentMethod === 'cod' && codAvailable ? COD_FEE_PAISE : 0;
  const taxIncludedPaise = cartTax(lines, couponDiscountPaise, shippingPaise + codFeePaise);
  return {
    itemCount,
    mrpTotalPaise,
    subtotalPaise,
    mrpSavingsPaise: mrpTotalPaise - subtotalPaise,
    couponDiscountPaise,
    shippingPaise,
    freeShippingShortfallPaise,
    codAvailable,
    codFeePaise,
    taxIncludedPaise,
    totalPaise: beforeCodPaise + codFeePaise,
  };
}

function cartTax(lines: readonly PricedLine[], discountPaise: Paise, chargesPaise: Paise): Paise {
  // The tax total does not depend on how it is split (CGST + SGST or IGST), so the cart and the invoice agree.
  return taxBreakdown({
    lines: lines.map((line) => ({ amountPaise: line.unitPaise * line.quantity, rate: line.gstRate, hsn: line.hsn })),
    discountPaise,
    chargesPaise,
    kind: 'inter',
  }).taxPaise;
}
