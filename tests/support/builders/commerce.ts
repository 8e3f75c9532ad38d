// Carts, quotes and wishlists as the API returns them, for machine and UI tests.
import type { Cart, CartLine, CartQuote, CartTotalsReply, PublicCoupon, Wishlist } from '@domain/contract/commerce';

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: 'ashwagandha-churna',
    quantity: 1,
    sellingPrice: 225,
    mrp: 250,
    name: 'Ashwagandha Churna',
    packSize: '100 g',
    photoLink: 'items/ashwagandha-churna/1',
    brandName: 'Vaidya Herbals',
    gstRate: 5,
    hsn: '3004',
    maxQuantity: 5,
    ...overrides,
  };
}

export function someCartTotals(overrides: Partial<CartTotalsReply> = {}): CartTotalsReply {
  return {
    itemCount: 1,
    mrpTotal: 250,
    subtotal: 225,
    mrpSavings: 25,
    couponDiscount: 0,
    shipping: 49,
    freeShippingShortfall: 274,
    codAvailable: true,
    codFee: 0,
    taxIncluded: 13.05,
    total: 274,
    ...overrides,
  };
}

export function aCartQuote(lines: CartLine[] = [aCartLine()], totals: Partial<CartTotalsReply> = {}): CartQuote {
  return { orderItems: lines, totals: someCartTotals(totals) };
}

export function aServerCart(
  lines: CartLine[] = [aCartLine()],
  overrides: Partial<Omit<Cart, 'orderItems'>> = {},
): Cart {
  return { userId: 'u1', orderItems: lines, coupon: null, totals: someCartTotals(), ...overrides };
}

export function aWishlistOf(...ids: string[]): Wishlist {
  return {
    userId: 'u1',
    items: ids.map((id) => ({
      _id: id,
      name: `Product ${id}`,
      photoLink: `items/${id}/1`,
      sellingPrice: 300,
      mrp: 350,
      packSize: '60 tablets',
      brandName: 'Vaidya Herbals',
      inStock: true,
    })),
  };
}

export function aPublicCoupon(overrides: Partial<PublicCoupon> = {}): PublicCoupon {
  return {
    couponId: 'WELCOME10',
    description: '10% off your first order',
    kind: 'percent',
    value: 10,
    minOrder: 299,
    maxDiscount: 150,
    validUntil: '2027-12-31T18:29:59.000Z',
    perUserLimit: 1,
    conditions: ['Orders of ₹299 or more', 'Up to ₹150 off', 'Once per shopper'],
    ...overrides,
  };
}
