// Cart, wishlist, coupon and PIN code calls (docs/api.md). Reads and cart changes answer
// { success, code, message } (a refused coupon's message says why); the merge and quote of the
// local cart and the wishlist toggle reject when they fail, so the machine that asked can say so.
import * as v from 'valibot';
import {
  CartQuoteSchema,
  CartSchema,
  PinPlaceSchema,
  PublicCouponSchema,
  WishlistSchema,
  WishlistToggleReplySchema,
  type Cart,
  type CartItemRef,
  type CartQuote,
  type CartUpdateBody,
  type PinPlace,
  type PublicCoupon,
  type Wishlist,
} from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import type { ApiClient } from './apiClient';
import { succeeded } from './replies';

const segment = encodeURIComponent;

export interface CommerceApi {
  fetchCart(uid: string): Promise<ApiResult<Cart>>;
  updateCart(body: CartUpdateBody): Promise<ApiResult<Cart>>;
  /** Adds the local cart's lines to the server cart (at sign-in). */
  mergeCart(uid: string, items: readonly CartItemRef[]): Promise<Cart>;
  /** Prices the local cart of a signed-out visitor. */
  quoteCart(items: readonly CartItemRef[]): Promise<CartQuote>;
  fetchWishlist(uid: string): Promise<ApiResult<Wishlist>>;
  /** Adds the item to the wishlist, or removes it when it is there. */
  toggleWishlist(uid: string, itemId: string): Promise<{ itemId: string; inWishlist: boolean }>;
  publicCoupons(): Promise<ApiResult<PublicCoupon[]>>;
  /** The town and state of a PIN code, or why not (not_found when no post office has it). */
  placeOfPinCode(pincode: string): Promise<ApiResult<PinPlace>>;
}

/** Only what the server reads of a local line: its id and quantity. */
const refs = (items: readonly CartItemRef[]) => items.map(({ _id, quantity }) => ({ _id, quantity }));

export function createCommerceApi(api: ApiClient): CommerceApi {
  return {
    fetchCart: (uid) => api.read(`/store/cart/${segment(uid)}`, CartSchema),
    updateCart: (body) => api.post('/store/cart/update', body, CartSchema),
    mergeCart: async (uid, items) =>
      succeeded(await api.post('/store/cart/merge', { userId: uid, items: refs(items) }, CartSchema)),
    quoteCart: async (items) => succeeded(await api.post('/store/cart/quote', { items: refs(items) }, CartQuoteSchema)),
    fetchWishlist: (uid) => api.read(`/store/wishlist/findbyuser/${segment(uid)}`, WishlistSchema),
    toggleWishlist: async (uid, itemId) =>
      succeeded(await api.post('/store/wishlist', { userId: uid, itemId }, WishlistToggleReplySchema)),
    publicCoupons: () => api.read('/coupon/public/storeOrder', v.array(PublicCouponSchema)),
    placeOfPinCode: (pincode) => api.read(`/places/pincode/${segment(pincode)}`, PinPlaceSchema),
  };
}
