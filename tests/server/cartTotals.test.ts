// Property: for any cart built through the API, the reply's totals are never negative, the
// coupon never takes off more than the subtotal, and the domain's priceCart recomputed from the
// reply's own lines gives exactly the reply's totals (what the browser computes is what the
// server charges).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceCart, type PricedLine } from '@domain/cart';
import { MAX_UNITS_PER_LINE } from '@domain/constants';
import type { Cart } from '@domain/contract/commerce';
import { paiseToRupees, rupeesToPaise } from '@domain/money';
import { coupons } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { dateCoupons, setStock, shopClient, stockedItems } from './shop';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const { update, cart, clear } = shopClient(app);
let shopper: TestAccount;
let itemIds: string[];
let codes: string[];
/** What the runs reached, so the property cannot pass by never pricing a coupon or a refusal. */
const reached = { couponApplied: 0, couponStale: 0, outOfStock: 0, couponRefused: 0 };

type Step =
  | { type: 'addItem' | 'modifyItem'; item: number; quantity: number }
  | { type: 'removeItem'; item: number }
  | { type: 'applyCoupon'; code: number }
  | { type: 'removeCoupon' };

const applyCoupon = fc.record({ type: fc.constant('applyCoupon' as const), code: fc.nat() });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('addItem' as const),
      item: fc.nat(),
      quantity: fc.integer({ min: 1, max: MAX_UNITS_PER_LINE }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('modifyItem' as const),
      item: fc.nat(),
      quantity: fc.integer({ min: 1, max: MAX_UNITS_PER_LINE }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('removeItem' as const), item: fc.nat() }) },
  { weight: 1, arbitrary: applyCoupon },
  { weight: 1, arbitrary: fc.constant({ type: 'removeCoupon' as const }) },
);

/** Takes one of the cart's own lines down to one unit, or out. */
const shrink = fc.record({ line: fc.nat(), remove: fc.boolean() });

/** The step that shrinks the cart's `line`th line (modulo its length); the cart must have lines. */
function shrinkStep({ line, remove }: { line: number; remove: boolean }, current: Cart): Step {
  const item = itemIds.indexOf(current.orderItems[line % current.orderItems.length]!._id);
  return remove ? { type: 'removeItem', item } : { type: 'modifyItem', item, quantity: 1 };
}

function bodyOf(change: Step): Record<string, unknown> {
  switch (change.type) {
    case 'addItem':
    case 'modifyItem':
      return {
        type: change.type,
        item: { _id: itemIds[change.item % itemIds.length]!, quantity: change.quantity, sellingPrice: 1 },
      };
    case 'removeItem':
      return { type: change.type, item: { _id: itemIds[change.item % itemIds.length]!, quantity: 1 } };
    case 'applyCoupon':
      return { type: change.type, couponId: codes[change.code % codes.length]! };
    case 'removeCoupon':
      return { type: change.type, couponId: codes[0]! };
  }
}

async function couponTerms(code: string) {
  const [row] = await database().db.select().from(coupons).where(eq(coupons.code, code));
  return { kind: row!.kind, value: row!.value, maxDiscountPaise: row!.maxDiscountPaise };
}

async function expectConsistent(reply: Cart): Promise<void> {
  const { totals } = reply;
  for (const [name, value] of Object.entries(totals))
    if (typeof value === 'number') expect(value, name).toBeGreaterThanOrEqual(0);
  expect(totals.couponDiscount).toBeLessThanOrEqual(totals.subtotal);
  for (const line of reply.orderItems) expect(line.quantity).toBeLessThanOrEqual(line.maxQuantity);
  const lines: PricedLine[] = reply.orderItems.map((line) => ({
    itemId: line._id,
    quantity: line.quantity,
    unitPaise: rupeesToPaise(line.sellingPrice),
    mrpPaise: rupeesToPaise(line.mrp),
    gstRate: line.gstRate,
    hsn: line.hsn,
  }));
  const applies = reply.coupon !== null && reply.coupon.refusal === null;
  if (applies && totals.couponDiscount > 0) reached.couponApplied += 1;
  if (reply.coupon?.refusal) reached.couponStale += 1;
  const recomputed = priceCart({
    lines,
    coupon: applies ? await couponTerms(reply.coupon!.couponId) : null,
    paymentMethod: null,
  });
  for (const [key, value] of Object.entries(recomputed)) {
    const name = key.replace(/Paise$/, '') as keyof Cart['totals'];
    expect(totals[name], name).toBe(key.endsWith('Paise') ? paiseToRupees(value as number) : value);
  }
}

const medianOf = <T>(list: readonly T[]): T => list[Math.floor(list.length / 2)]!;

beforeAll(async () => {
  shopper = await createAccount('Property Shopper');
  await dateCoupons(database().db);
  const stocked = await stockedItems(database().db, 50);
  // The cheapest and a middling item of every GST rate (one unit stays under every coupon's
  // minimum, so a cart can shrink below it), and one with two units left.
  const rates = [5, 12, 18];
  itemIds = [
    ...rates.map((rate) => stocked.find((item) => item.gstRate === rate)!.id),
    ...rates.map((rate) => medianOf(stocked.filter((item) => item.gstRate === rate)).id),
    stocked[10]!.id,
    stocked[11]!.id,
  ];
  await setStock(database().db, itemIds[7]!, 2);
  codes = (await database().db.select({ code: coupons.code }).from(coupons).orderBy(coupons.code)).map(
    (row) => row.code,
  );
});

describe('cart totals through the API', () => {
  it('are never negative, never discount more than the subtotal, and equal priceCart over the reply lines', async () => {
    await fc.assert(
      // Lines first, then a coupon, then more changes that may take the cart below its minimum.
      fc.asyncProperty(
        fc.tuple(
          fc.array(step, { minLength: 1, maxLength: 6 }),
          applyCoupon,
          fc.array(shrink, { maxLength: 3 }),
          fc.array(step, { maxLength: 3 }),
        ),
        async ([before, coupon, shrinking, after]) => {
          await clear(shopper.uid, shopper.idToken);
          const run = async (change: Step) => {
            const response = await update(shopper.uid, shopper.idToken, bodyOf(change));
            expect([200, 400, 409]).toContain(response.statusCode);
            if (response.statusCode === 409) reached.outOfStock += 1;
            if (response.statusCode === 400) reached.couponRefused += 1;
            if (response.statusCode === 200) await expectConsistent(response.json().data);
          };
          for (const change of [...before, coupon]) await run(change);
          for (const line of shrinking) {
            const current = await cart(shopper.uid, shopper.idToken);
            if (current.orderItems.length) await run(shrinkStep(line, current));
          }
          for (const change of after) await run(change);
          await expectConsistent(await cart(shopper.uid, shopper.idToken));
        },
      ),
      { numRuns: 30, seed: Number(process.env.CART_SEED ?? 20_261_124) },
    );
    expect(reached.couponApplied).toBeGreaterThan(0);
    expect(reached.couponStale).toBeGreaterThan(0);
    expect(reached.outOfStock).toBeGreaterThan(0);
    expect(reached.couponRefused).toBeGreaterThan(0);
  }, 120_000);
});
