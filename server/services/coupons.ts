// Coupons as stored: their terms, how often they were used, whether one applies to a cart now,
// and the list shoppers can pick from.
import { and, asc, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { PublicCoupon } from '@domain/contract/commerce';
import {
  couponAmountsInRupees,
  couponConditions,
  couponRefusal,
  type CouponTerms,
  type CouponUsage,
} from '@domain/coupon';
import type { Paise } from '@domain/money';
import type { Queryable } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';
import type { AttachedCoupon } from './cartLines';

type CouponRow = typeof coupons.$inferSelect;

function toTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    validUntil: row.validUntil.toISOString(),
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
  };
}

/** An active coupon's terms and uses; undefined for a code that names no active coupon. */
async function readCoupon(
  db: Queryable,
  code: string,
  uid: string,
): Promise<{ terms: CouponTerms; usage: CouponUsage } | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.active, true)));
  if (!row) return undefined;
  // Uses over all shoppers are the counter orders keep; this shopper's are their redemptions.
  const [mine] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.uid, uid)));
  return { terms: toTerms(row), usage: { totalUses: row.usedCount, userUses: mine?.uses ?? 0 } };
}

/**
 * The coupon `code` as it stands for this shopper and subtotal: its terms, and why it does not
 * apply (null when it does). Undefined for an unknown or withdrawn code.
 */
export async function couponForCart(
  db: Queryable,
  { code, uid, subtotalPaise, now = new Date() }: { code: string; uid: string; subtotalPaise: Paise; now?: Date },
): Promise<AttachedCoupon | undefined> {
  const coupon = await readCoupon(db, code, uid);
  if (!coupon) return undefined;
  return { terms: coupon.terms, refusal: couponRefusal(coupon.terms, { subtotalPaise, usage: coupon.usage, now }) };
}

/** Active, unexpired coupons with uses left, smallest minimum order first, with their conditions in words. */
export async function listPublicCoupons(db: Queryable, now = new Date()): Promise<PublicCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        gte(coupons.validUntil, now),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, sql`${coupons.usageLimit}`)),
      ),
    )
    .orderBy(asc(coupons.minOrderPaise), asc(coupons.code));
  return rows.map((row) => {
    const terms = toTerms(row);
    return {
      couponId: terms.code,
      description: terms.description,
      kind: terms.kind,
      ...couponAmountsInRupees(terms),
      validUntil: terms.validUntil,
      perUserLimit: terms.perUserLimit,
      conditions: couponConditions(terms),
    };
  });
}
