// What a shopper can do to a cart, the same change for the local cart and the server cart, and
// the toast each change shows when it is done or refused.
import { MAX_UNITS_PER_LINE } from './constants';
import type { CartItemRef, CartLine, CartUpdateBody } from './contract/commerce';
import { FAILURE_CODES, type Refusal } from './contract/envelope';
import { COMMON_MESSAGES } from './messages/common';
import { paiseToRupees, rupeesToPaise } from './money';
import { TOAST_LIFE } from './toast';

export type CartChange =
  | { kind: 'add'; itemId: string; quantity: number }
  | { kind: 'remove'; itemId: string }
  | { kind: 'setQuantity'; itemId: string; quantity: number }
  | { kind: 'applyCoupon'; couponId: string }
  | { kind: 'removeCoupon'; couponId: string };

const DONE: Record<CartChange['kind'], string> = {
  add: COMMON_MESSAGES.itemAddedToCart,
  remove: COMMON_MESSAGES.itemRemovedFromCart,
  setQuantity: COMMON_MESSAGES.quantityUpdated,
  applyCoupon: COMMON_MESSAGES.couponApplied,
  removeCoupon: COMMON_MESSAGES.couponRemoved,
};

const FAILED: Record<CartChange['kind'], string> = {
  add: COMMON_MESSAGES.errorAddingToCart,
  remove: COMMON_MESSAGES.errorRemovingFromCart,
  setQuantity: COMMON_MESSAGES.errorUpdatingQuantity,
  applyCoupon: COMMON_MESSAGES.errorApplyingCoupon,
  removeCoupon: COMMON_MESSAGES.errorRemovingCoupon,
};

/** A line of the cart kept on the device of a signed-out visitor (the price is the last one shown). */
export interface LocalCartLine extends CartItemRef {
  sellingPrice: number;
}

export interface CartToast {
  text: string;
  life?: number;
}

export const cartChangeDone = (change: CartChange): CartToast => ({ text: DONE[change.kind] });

/** The change could not be sent, or the server failed. */
export const cartChangeFailed = (change: CartChange): CartToast => ({ text: FAILED[change.kind] });

/**
 * The change failed: a coupon the server refused says why for the long life; stock says it is
 * out of stock; anything else (no reply said why, among them) is the change's own error.
 */
export function cartChangeRefused(change: CartChange, refusal: Refusal): CartToast {
  if (refusal.code === FAILURE_CODES.unanswered) return cartChangeFailed(change);
  if (change.kind === 'applyCoupon') return { text: refusal.message, life: TOAST_LIFE.LONG };
  if (refusal.code === FAILURE_CODES.outOfStock) return { text: COMMON_MESSAGES.itemOutOfStock };
  return cartChangeFailed(change);
}

/** The local cart's lines after a change (a coupon needs the server cart, so it changes nothing here). */
export function applyCartChange(lines: readonly CartItemRef[], change: CartChange): CartItemRef[] {
  switch (change.kind) {
    case 'add': {
      const line = lines.find((candidate) => candidate._id === change.itemId);
      if (!line) return [...lines, { _id: change.itemId, quantity: change.quantity }];
      return lines.map((candidate) =>
        candidate === line ? { ...candidate, quantity: candidate.quantity + change.quantity } : candidate,
      );
    }
    case 'setQuantity':
      return lines.map((candidate) =>
        candidate._id === change.itemId ? { ...candidate, quantity: change.quantity } : candidate,
      );
    case 'remove':
      return lines.filter((candidate) => candidate._id !== change.itemId);
    default:
      return [...lines];
  }
}

/** The server's cart update for a change; the client's price is sent for compatibility and ignored. */
export function cartUpdateBody(userId: string, change: CartChange, sellingPrice: number | undefined): CartUpdateBody {
  switch (change.kind) {
    case 'add':
      return { userId, type: 'addItem', item: { _id: change.itemId, quantity: change.quantity } };
    case 'remove':
      return { userId, type: 'removeItem', item: { _id: change.itemId, quantity: 1 } };
    case 'setQuantity':
      return { userId, type: 'modifyItem', item: { _id: change.itemId, sellingPrice, quantity: change.quantity } };
    case 'applyCoupon':
      return { userId, type: 'applyCoupon', couponId: change.couponId };
    case 'removeCoupon':
      return { userId, type: 'removeCoupon', couponId: change.couponId };
  }
}

/** Whether every local line stays within the per-line cap (the server refuses more before pricing). */
export function withinLineCap(lines: readonly CartItemRef[]): boolean {
  return lines.every((line) => line.quantity <= MAX_UNITS_PER_LINE);
}

/** Whether the changed line fits the item's live stock in the priced cart (a removal always fits). */
export function fitsStock(change: CartChange, lines: readonly CartItemRef[], priced: readonly CartLine[]): boolean {
  if (change.kind !== 'add' && change.kind !== 'setQuantity') return true;
  const wanted = lines.find((line) => line._id === change.itemId)?.quantity ?? 0;
  const line = priced.find((candidate) => candidate._id === change.itemId);
  return line !== undefined && wanted <= line.maxQuantity;
}

/** The local lines with the prices the server quoted (what the visitor last saw). */
export function withQuotedPrices(lines: readonly CartItemRef[], priced: readonly CartLine[]): LocalCartLine[] {
  return lines.map(({ _id, quantity }) => ({
    _id,
    quantity,
    sellingPrice: priced.find((line) => line._id === _id)?.sellingPrice ?? 0,
  }));
}

/** What a line costs: its unit price times its quantity, counted in paise. */
export function lineTotalRupees(line: Pick<CartLine, 'sellingPrice' | 'quantity'>): number {
  return paiseToRupees(rupeesToPaise(line.sellingPrice) * line.quantity);
}
