// Coupons on the operator's desk: every coupon with its uses, a new one, and a change of its terms
// (ending one is `active: false`), each written to the audit log in its transaction. The terms
// are those the cart applies (src/domain/coupon.ts); the stored row keeps paise for flat values.
import { asc, eq } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { PERCENT_RULE, type OpsCoupon, type OpsCouponCreateBody, type OpsCouponUpdateBody } from '@domain/contract/ops';
import { couponAmountsInRupees } from '@domain/coupon';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { rupeesToPaise } from '@domain/money';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { refuse, refuseMissing, transactionOutcome, type Outcome } from '../refusal';
import type { OperatorAction } from './action';
import { recordAudit } from './audit';

type CouponRow = typeof coupons.$inferSelect;
type CouponTermsBody = Omit<OpsCouponCreateBody, '_id'>;

function toOpsCoupon(row: CouponRow): OpsCoupon {
  return {
    _id: row.code,
    description: row.description,
    kind: row.kind,
    ...couponAmountsInRupees(row),
    validUntil: row.validUntil.toISOString(),
    active: row.active,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    usedCount: row.usedCount,
  };
}

/** The stored columns of the terms (a flat value in paise). */
function columnsOf(terms: CouponTermsBody) {
  return {
    description: terms.description,
    kind: terms.kind,
    value: terms.kind === 'flat' ? rupeesToPaise(terms.value) : terms.value,
    minOrderPaise: rupeesToPaise(terms.minOrder),
    maxDiscountPaise: terms.maxDiscount === null ? null : rupeesToPaise(terms.maxDiscount),
    validUntil: new Date(terms.validUntil),
    active: terms.active,
    usageLimit: terms.usageLimit,
    perUserLimit: terms.perUserLimit,
  };
}

/** The audit's view of a coupon: its terms as the desk shows them, without the running count. */
const auditTerms = (coupon: OpsCoupon) => {
  const { usedCount: _used, ...terms } = coupon;
  return terms;
};

export async function listOpsCoupons(db: Db): Promise<OpsCoupon[]> {
  return (await db.select().from(coupons).orderBy(asc(coupons.code))).map(toOpsCoupon);
}

/** Refused (conflict) when the code is in use. */
export async function createOpsCoupon(
  db: Db,
  actorUid: string,
  body: OpsCouponCreateBody,
): Promise<Outcome<OpsCoupon>> {
  const { _id: code, ...terms } = body;
  return transactionOutcome(db, async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code, ...columnsOf(terms) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse(FAILURE_CODES.conflict, OPS_MESSAGES.couponExists(code));
    const coupon = toOpsCoupon(row);
    await recordAudit(tx, {
      actorUid,
      action: 'coupon.create',
      target: { kind: 'coupon', id: code },
      before: null,
      after: auditTerms(coupon),
    });
    return coupon;
  });
}

/** The terms the update leaves, judged with the stored ones; refused (invalid input) when they do not hold. */
function updatedTerms(stored: OpsCoupon, body: OpsCouponUpdateBody): CouponTermsBody {
  if (body.kind !== undefined && body.kind !== stored.kind && body.value === undefined)
    throw refuse(FAILURE_CODES.invalidInput, OPS_MESSAGES.couponKindNeedsValue);
  const terms: CouponTermsBody = { ...auditTerms(stored), ...body };
  if (terms.kind === 'percent' && !(Number.isInteger(terms.value) && terms.value <= 100))
    throw refuse(FAILURE_CODES.invalidInput, PERCENT_RULE);
  if (terms.usageLimit !== null && terms.usageLimit < stored.usedCount)
    throw refuse(FAILURE_CODES.invalidInput, OPS_MESSAGES.couponLimitBelowUses(stored.usedCount));
  return terms;
}

/** Changes what the body names, judged with the stored terms beside it, under the coupon's row lock. */
export async function updateOpsCoupon(
  db: Db,
  { actorUid, id: code, body }: OperatorAction<OpsCouponUpdateBody>,
): Promise<Outcome<OpsCoupon>> {
  return transactionOutcome(db, async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!row) throw refuseMissing('Coupon');
    const stored = toOpsCoupon(row);
    const terms = updatedTerms(stored, body);
    const [updated] = await tx.update(coupons).set(columnsOf(terms)).where(eq(coupons.code, code)).returning();
    const coupon = toOpsCoupon(updated!);
    await recordAudit(tx, {
      actorUid,
      action: 'coupon.update',
      target: { kind: 'coupon', id: code },
      before: auditTerms(stored),
      after: auditTerms(coupon),
    });
    return coupon;
  });
}
