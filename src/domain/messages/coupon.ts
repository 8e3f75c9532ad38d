// Refusals of a coupon.
import { formatRupees, paiseToRupees, type Paise } from '../money';
import { countOf } from '../plural';

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been fully redeemed',
  alreadyUsed: (limit: number) =>
    limit === 1 ? 'You have already used this coupon' : `You have already used this coupon ${countOf(limit, 'time')}`,
  belowMinimum: (minOrderPaise: Paise, subtotalPaise: Paise) =>
    `Add ${formatRupees(paiseToRupees(minOrderPaise - subtotalPaise))} more to use this coupon (minimum order ${formatRupees(paiseToRupees(minOrderPaise))})`,
  emptyCart: 'Add something to your cart before applying a coupon',
} as const;
