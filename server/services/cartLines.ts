// A user's cart lines with their items, as the cart math sees them (`PricedLine`) plus what the
// cart page shows, and the one mapping from those lines to the API's cart reply. Used by the
// cart routes, and inside the order transaction (with the item rows locked) to reserve stock.
import { asc, eq, inArray } from 'drizzle-orm';
import { maxQuantity, priceCart, type CartTotals, type PaymentMethod, type PricedLine } from '@domain/cart';
import type { Cart, CartLine, CartQuote, CartTotalsReply } from '@domain/contract/commerce';
import type { CouponTerms } from '@domain/coupon';
import type { GstRate } from '@domain/gst';
import { paiseToRupees } from '@domain/money';
import type { Queryable } from '../db/client';
import type { RowOf } from '../db/rowOf';
import { brands, cartItems, carts, items } from '../db/schema';

/** One cart line: the priced line, the item's display fields and its live stock. */
export interface CartLineRecord extends PricedLine {
  name: string;
  packSize: string;
  /** The item's first photo (a key on the static host), '' when it has none. */
  photoKey: string;
  brandName: string;
  /** Units in stock now. */
  stock: number;
}

/** The coupon attached to a cart, and why it does not apply now (null when it does). */
export interface AttachedCoupon {
  terms: CouponTerms;
  refusal: string | null;
}

const lineColumns = {
  itemId: items.id,
  unitPaise: items.sellingPaise,
  mrpPaise: items.mrpPaise,
  gstRate: items.gstRate,
  hsn: items.hsn,
  name: items.name,
  packSize: items.packSize,
  photoKeys: items.photoKeys,
  brandName: brands.name,
  stock: items.stock,
};
type LineRow = RowOf<typeof lineColumns>;

function toRecord(row: LineRow, quantity: number): CartLineRecord {
  const { photoKeys, ...rest } = row;
  return { ...rest, quantity, photoKey: photoKeys[0] ?? '' };
}

/**
 * The user's cart lines, oldest first. With `lockItems`, the item rows are locked `FOR UPDATE`
 * until the transaction ends (call it inside one), taken in item id order so two checkouts never
 * wait on each other crosswise; the lines then come in item id order.
 */
export async function readCartLines(
  db: Queryable,
  uid: string,
  { lockItems = false }: { lockItems?: boolean } = {},
): Promise<CartLineRecord[]> {
  const query = db
    .select({ ...lineColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(items, eq(cartItems.itemId, items.id))
    .innerJoin(brands, eq(items.brandId, brands.id))
    .where(eq(cartItems.uid, uid));
  const rows = lockItems
    ? await query.orderBy(asc(items.id)).for('update', { of: items })
    : await query.orderBy(asc(cartItems.addedAt), asc(items.id));
  return rows.map(({ quantity, ...row }) => toRecord(row, quantity));
}

/** The coupon code attached to the user's cart, if any. */
export async function readCartCouponCode(db: Queryable, uid: string): Promise<string | null> {
  const [row] = await db.select({ code: carts.couponCode }).from(carts).where(eq(carts.uid, uid));
  return row?.code ?? null;
}

/**
 * Lines for items that are not in a stored cart (the anonymous visitor's local cart), in the
 * order asked; unknown items are left out.
 */
export async function readItemLines(
  db: Queryable,
  wanted: readonly { _id: string; quantity: number }[],
): Promise<CartLineRecord[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .select(lineColumns)
    .from(items)
    .innerJoin(brands, eq(items.brandId, brands.id))
    .where(
      inArray(
        items.id,
        wanted.map((line) => line._id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.itemId, row]));
  return wanted.flatMap((line) => {
    const row = byId.get(line._id);
    return row ? [toRecord(row, line.quantity)] : [];
  });
}

/** The cart's totals: the coupon counts only while it applies. */
export function cartTotals(
  lines: readonly CartLineRecord[],
  coupon: AttachedCoupon | null,
  paymentMethod: PaymentMethod | null = null,
): CartTotals {
  return priceCart({ lines, coupon: coupon && coupon.refusal === null ? coupon.terms : null, paymentMethod });
}

export function toCartLine(line: CartLineRecord): CartLine {
  return {
    _id: line.itemId,
    quantity: line.quantity,
    sellingPrice: paiseToRupees(line.unitPaise),
    mrp: paiseToRupees(line.mrpPaise),
    name: line.name,
    packSize: line.packSize,
    photoLink: line.photoKey,
    brandName: line.brandName,
    gstRate: line.gstRate as GstRate,
    hsn: line.hsn,
    maxQuantity: maxQuantity(line.stock),
  };
}

export function toTotalsReply(totals: CartTotals): CartTotalsReply {
  return {
    itemCount: totals.itemCount,
    mrpTotal: paiseToRupees(totals.mrpTotalPaise),
    subtotal: paiseToRupees(totals.subtotalPaise),
    mrpSavings: paiseToRupees(totals.mrpSavingsPaise),
    couponDiscount: paiseToRupees(totals.couponDiscountPaise),
    shipping: paiseToRupees(totals.shippingPaise),
    freeShippingShortfall: paiseToRupees(totals.freeShippingShortfallPaise),
    codAvailable: totals.codAvailable,
    codFee: paiseToRupees(totals.codFeePaise),
    taxIncluded: paiseToRupees(totals.taxIncludedPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

/** A local cart priced by the server: lines and totals, no owner and no coupon. */
export function toCartQuote(lines: readonly CartLineRecord[]): CartQuote {
  return { orderItems: lines.map(toCartLine), totals: toTotalsReply(cartTotals(lines, null)) };
}

/** The `Cart` reply of a user's cart. */
export function toCart(uid: string, lines: readonly CartLineRecord[], coupon: AttachedCoupon | null): Cart {
  return {
    userId: uid,
    orderItems: lines.map(toCartLine),
    coupon: coupon && {
      couponId: coupon.terms.code,
      description: coupon.terms.description,
      refusal: coupon.refusal,
    },
    totals: toTotalsReply(cartTotals(lines, coupon)),
  };
}
