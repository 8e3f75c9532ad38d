// Checkout: its steps (kept in the URL) and the totals with the chosen payment method (its words
// are messages/checkout.ts). The server prices the cart; the browser only adds the cash-on-delivery
// fee the shopper is about to choose, with the same rules as `priceCart`.
import type { Address } from './address';
import { PAYMENT_METHODS, type PaymentMethod } from './cart';
import { COD_FEE_RUPEES } from './constants';
import type { Cart, CartTotalsReply, PlacedOrder } from './contract/commerce';
import { taxBreakdown } from './gst';
import { paiseToRupees, rupeesToPaise } from './money';
import type { CheckoutRequest } from './payment';
import { PRODUCT_NAME } from './product';

export const CHECKOUT_STEPS = ['address', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  address: 'Address',
  payment: 'Payment',
  review: 'Review',
};

/** The step a `?step=` value names; the first step for anything else. */
export function checkoutStepOf(value: string | null | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? 'address';
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online (UPI, cards, net banking)',
  cod: 'Cash on delivery',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The cart's totals as they will be charged with `method`: cash on delivery adds its fee (when the
 * cart allows it) and the GST inside that fee, exactly as `priceCart` computes it on the server.
 */
export function checkoutTotals(cart: Cart, method: PaymentMethod | null): CartTotalsReply {
  const { totals } = cart;
  if (method !== 'cod' || !totals.codAvailable) return { ...totals, codFee: 0 };
  const codFeePaise = rupeesToPaise(COD_FEE_RUPEES);
  const tax = taxBreakdown({
    lines: cart.orderItems.map((line) => ({
      amountPaise: rupeesToPaise(line.sellingPrice) * line.quantity,
      rate: line.gstRate,
      hsn: line.hsn,
    })),
    discountPaise: rupeesToPaise(totals.couponDiscount),
    chargesPaise: rupeesToPaise(totals.shipping) + codFeePaise,
    kind: 'inter',
  });
  return {
    ...totals,
    codFee: COD_FEE_RUPEES,
    taxIncluded: paiseToRupees(tax.taxPaise),
    total: paiseToRupees(rupeesToPaise(totals.total) - rupeesToPaise(totals.codFee) + codFeePaise),
  };
}

/** The coupon an order is placed with: the cart's, unless it does not apply to the cart now. */
export function couponToPlace(cart: Cart): string | undefined {
  return cart.coupon && cart.coupon.refusal === null ? cart.coupon.couponId : undefined;
}

/** What the gateway's hosted checkout is opened with for a placed order. */
export function checkoutRequest(placed: PlacedOrder, address: Address | null): CheckoutRequest {
  return {
    key: placed.key,
    order_id: placed.order_id ?? '',
    amount: placed.amount,
    currency: placed.currency,
    name: PRODUCT_NAME,
    description: `${PRODUCT_NAME} order`,
    prefill: address ? { name: address.fullName, contact: address.mobile } : {},
  };
}

/** What a line costs: its unit price times its quantity. */
export function lineTotal(line: { sellingPrice: number; quantity: number }): number {
  return paiseToRupees(rupeesToPaise(line.sellingPrice) * line.quantity);
}

/** The rows of a totals summary, in the order a bill reads; rows that do not apply are left out. */
export function totalsRows(totals: CartTotalsReply): { label: string; amount: number; saving?: boolean }[] {
  return [
    { label: 'MRP total', amount: totals.mrpTotal },
    ...(totals.mrpSavings > 0 ? [{ label: 'Savings on MRP', amount: -totals.mrpSavings, saving: true }] : []),
    ...(totals.couponDiscount > 0 ? [{ label: 'Coupon discount', amount: -totals.couponDiscount, saving: true }] : []),
    { label: 'Shipping', amount: totals.shipping },
    ...(totals.codFee > 0 ? [{ label: 'Cash on delivery fee', amount: totals.codFee }] : []),
  ];
}
