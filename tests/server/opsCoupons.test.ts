// Coupons on the desk: created with the cart's terms and offered to shoppers at once, changed
// with the stored terms judged beside the change, ended, refused without changing anything, and
// each change in the audit log.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERCENT_RULE, type OpsCoupon } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { auditLog, coupons } from '../../server/db/schema';
import { opsCall, operatorAccount } from './opsFixtures';
import { useOrderApp } from './orderFixtures';

const { app, db } = useOrderApp();

const offered = async () =>
  ((await app().inject({ url: '/api/coupon/public/storeOrder' })).json().data as { couponId: string }[]).map(
    (coupon) => coupon.couponId,
  );

const monsoon = {
  _id: 'monsoon25',
  description: '25% off for the monsoon',
  kind: 'percent',
  value: 25,
  minOrder: 999,
  maxDiscount: 300,
  validUntil: '2099-09-30T18:29:59.000Z',
  active: true,
  usageLimit: 500,
  perUserLimit: 1,
};

describe('coupons on the desk', () => {
  it('creates a coupon shoppers are offered at once, changes it, ends it, and the audit log has each step', async () => {
    const operator = await operatorAccount(db(), 'Coupon Maker');
    const created = await opsCall(app(), operator, 'POST', '/ops/coupons', monsoon);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ...monsoon, _id: 'MONSOON25', usedCount: 0 });
    expect(await offered()).toContain('MONSOON25');
    const [stored] = await db().select().from(coupons).where(eq(coupons.code, 'MONSOON25'));
    expect(stored).toMatchObject({ kind: 'percent', value: 25, minOrderPaise: 99_900, maxDiscountPaise: 30_000 });

    const flat = await opsCall(app(), operator, 'PUT', '/ops/coupons/MONSOON25', { kind: 'flat', value: 150.5 });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(flat.json().data).toMatchObject({ kind: 'flat', value: 150.5, minOrder: 999 });
    expect((await db().select().from(coupons).where(eq(coupons.code, 'MONSOON25')))[0]?.value).toBe(15_050);

    const ended = await opsCall(app(), operator, 'PUT', '/ops/coupons/MONSOON25', { active: false });
    expect(ended.json().data.active).toBe(false);
    expect(await offered()).not.toContain('MONSOON25');
    const listed = (await opsCall(app(), operator, 'GET', '/ops/coupons')).json().data as OpsCoupon[];
    expect(listed.find((coupon) => coupon._id === 'MONSOON25')?.active).toBe(false);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'MONSOON25'))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.update', 'coupon.update', 'coupon.create']);
    expect(entries[0]).toMatchObject({ actorUid: operator.uid, before: { active: true }, after: { active: false } });
    expect(entries[2]).toMatchObject({ before: null, after: { kind: 'percent', value: 25 } });
  });

  it('refuses a code in use, a percent above 100, a new kind without its value and a limit below the uses, changing nothing', async () => {
    const operator = await operatorAccount(db(), 'Careful Coupon Maker');
    await opsCall(app(), operator, 'POST', '/ops/coupons', { ...monsoon, _id: 'DIWALI10' });
    await db().update(coupons).set({ usedCount: 7 }).where(eq(coupons.code, 'DIWALI10'));
    const [before] = await db().select().from(coupons).where(eq(coupons.code, 'DIWALI10'));
    const auditBefore = (await db().select().from(auditLog)).length;

    const again = await opsCall(app(), operator, 'POST', '/ops/coupons', { ...monsoon, _id: 'diwali10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPS_MESSAGES.couponExists('DIWALI10'));
    const refusals: [unknown, string][] = [
      [{ value: 150 }, PERCENT_RULE],
      [{ kind: 'flat' }, OPS_MESSAGES.couponKindNeedsValue],
      [{ usageLimit: 5 }, OPS_MESSAGES.couponLimitBelowUses(7)],
      [{ value: 12.5, kind: 'percent' }, PERCENT_RULE],
      [{}, 'name at least one field to change'],
    ];
    for (const [body, message] of refusals) {
      const refused = await opsCall(app(), operator, 'PUT', '/ops/coupons/DIWALI10', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await opsCall(app(), operator, 'PUT', '/ops/coupons/NOSUCH', { active: false })).statusCode).toBe(404);
    expect((await db().select().from(coupons).where(eq(coupons.code, 'DIWALI10')))[0]).toEqual(before);
    expect(await db().select().from(auditLog)).toHaveLength(auditBefore);
  });
});
