// Coupons on the stored cart: refusals with the domain's reasons (nothing changed), one coupon per
// cart, and a coupon that stops applying when the cart shrinks stays attached with its reason.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@domain/contract/commerce';
import { COUPON_MESSAGES } from '@domain/messages/coupon';
import { rupeesToPaise } from '@domain/money';
import { couponRedemptions, coupons, orders } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { fingerprintTables } from '../support/tableChecksums';
import { dateCoupons, EXPIRED_COUPON, shopClient, stockedItems } from './shop';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const { update, add, cart, clear } = shopClient(app);
let asha: TestAccount;
let ravi: TestAccount;
/** An item worth ₹250 to ₹400, and a cheaper one. */
let dear: { id: string; sellingPaise: number };
let cheap: { id: string; sellingPaise: number };

const apply = (account: TestAccount, couponId: string) =>
  update(account.uid, account.idToken, { type: 'applyCoupon', couponId });
const everything = () => fingerprintTables(database().db, { uid: 'nobody' });

/** Fills the account's cart with `dear` until its subtotal reaches `rupees`. */
async function cartOfAtLeast(account: TestAccount, rupees: number): Promise<Cart> {
  await clear(account.uid, account.idToken);
  const quantity = Math.ceil(rupeesToPaise(rupees) / dear.sellingPaise);
  expect((await add(account.uid, account.idToken, dear.id, quantity)).statusCode).toBe(200);
  return cart(account.uid, account.idToken);
}

async function expectRefusal(account: TestAccount, couponId: string, reason: string) {
  const before = await everything();
  const response = await apply(account, couponId);
  expect(response.statusCode, couponId).toBe(400);
  expect(response.json()).toEqual({ success: false, code: 'invalid_input', message: reason });
  expect(await everything()).toEqual(before);
}

beforeAll(async () => {
  [asha, ravi] = await Promise.all([createAccount('Asha Rao'), createAccount('Ravi Menon')]);
  await dateCoupons(database().db);
  const stocked = await stockedItems(database().db, 50);
  cheap = stocked[0]!;
  dear = stocked.find((item) => item.sellingPaise >= 25_000 && item.sellingPaise <= 40_000)!;
});

describe('refused coupons', () => {
  it('names an unknown or withdrawn code', async () => {
    await cartOfAtLeast(asha, 1000);
    await expectRefusal(asha, 'NOSUCHCODE', COUPON_MESSAGES.unknown);
    await database().db.update(coupons).set({ active: false }).where(eq(coupons.code, 'GHEE5'));
    await expectRefusal(asha, 'GHEE5', COUPON_MESSAGES.unknown);
    await database().db.update(coupons).set({ active: true }).where(eq(coupons.code, 'GHEE5'));
  });

  it('says when a coupon has expired', async () => {
    await expectRefusal(asha, EXPIRED_COUPON, COUPON_MESSAGES.expired);
  });

  it('says when a coupon is used up over all shoppers', async () => {
    await database().db.update(coupons).set({ usedCount: 500 }).where(eq(coupons.code, 'IMMUNITY15'));
    await expectRefusal(asha, 'IMMUNITY15', COUPON_MESSAGES.usedUp);
    await database().db.update(coupons).set({ usedCount: 0 }).where(eq(coupons.code, 'IMMUNITY15'));
  });

  it("counts only this shopper's own redemptions against the per-user limit", async () => {
    await database().db.insert(orders).values({
      id: 'order-with-welcome',
      uid: asha.uid,
      status: 'created',
      paymentMethod: 'online',
      mrpTotalPaise: 100_000,
      subtotalPaise: 100_000,
      discountPaise: 10_000,
      taxPaise: 10_000,
      totalPaise: 90_000,
      couponCode: 'WELCOME10',
      address: {},
      cartFingerprint: 'welcome-test',
    });
    await database()
      .db.insert(couponRedemptions)
      .values({ orderId: 'order-with-welcome', code: 'WELCOME10', uid: asha.uid });
    await expectRefusal(asha, 'WELCOME10', COUPON_MESSAGES.alreadyUsed(1));
    await cartOfAtLeast(ravi, 2500);
    const accepted = await apply(ravi, 'welcome10');
    expect(accepted.statusCode).toBe(200);
    // 10 % of at least ₹2,500, capped at ₹200.
    expect((accepted.json().data as Cart).totals.couponDiscount).toBe(200);
  });

  it('says how much more the cart needs below the minimum order, and refuses an empty cart', async () => {
    await clear(asha.uid, asha.idToken);
    await expectRefusal(asha, 'AYUR150', COUPON_MESSAGES.emptyCart);
    await add(asha.uid, asha.idToken, cheap.id, 1);
    await expectRefusal(asha, 'AYUR150', COUPON_MESSAGES.belowMinimum(99_900, cheap.sellingPaise));
  });
});

describe('an applied coupon', () => {
  it('takes its discount off, one per cart: a new code replaces the old', async () => {
    const before = await cartOfAtLeast(asha, 1000);
    const flat = (await apply(asha, 'ayur150')).json().data as Cart;
    expect(flat.coupon).toEqual({ couponId: 'AYUR150', description: expect.any(String), refusal: null });
    expect(flat.totals.couponDiscount).toBe(150);
    expect(flat.totals.total).toBeCloseTo(before.totals.total - 150, 2);
    const replaced = (await apply(asha, 'FREEDOC')).json().data as Cart;
    expect(replaced.coupon?.couponId).toBe('FREEDOC');
    expect(replaced.totals.couponDiscount).toBe(100);
  });

  it('stays attached with its reason and no discount when the cart shrinks below its minimum, and applies again', async () => {
    const full = await cartOfAtLeast(asha, 1000);
    await apply(asha, 'AYUR150');
    const shrunk = (
      await update(asha.uid, asha.idToken, { type: 'modifyItem', item: { _id: dear.id, quantity: 1 } })
    ).json().data as Cart;
    expect(shrunk.coupon).toEqual({
      couponId: 'AYUR150',
      description: expect.any(String),
      refusal: COUPON_MESSAGES.belowMinimum(99_900, dear.sellingPaise),
    });
    expect(shrunk.totals.couponDiscount).toBe(0);
    const grown = (
      await update(asha.uid, asha.idToken, {
        type: 'modifyItem',
        item: { _id: dear.id, quantity: full.orderItems[0]!.quantity },
      })
    ).json().data as Cart;
    expect(grown.coupon?.refusal).toBeNull();
    expect(grown.totals.couponDiscount).toBe(150);
  });

  it('is removed on request', async () => {
    const removed = (await update(asha.uid, asha.idToken, { type: 'removeCoupon', couponId: 'AYUR150' })).json()
      .data as Cart;
    expect(removed.coupon).toBeNull();
    expect(removed.totals.couponDiscount).toBe(0);
  });
});
