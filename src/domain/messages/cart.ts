// The cart's totals.

export const CART_MESSAGES = {
  freeShippingNudge: (shortfall: string) => `Add ${shortfall} more for free shipping`,
  freeShipping: 'You get free shipping',
  codUnavailable: (limit: string) => `Cash on delivery is available for orders up to ${limit}`,
  shippingWillApply: (fee: string) => `Shipping ${fee} will apply`,
} as const;
