// The sweeper in the running server closes unpaid orders past their payment window by itself,
// with no call touching the order: the stock comes back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { createAccount } from '../support/authEmulator';
import { stockedItem, stockOf, useOrderApp } from './orderFixtures';

const { db, orderFor } = useOrderApp({ expirySweepMs: 100 });

describe('the expiry sweeper', () => {
  it('cancels an overdue unpaid order and returns its stock', async () => {
    const item = await stockedItem(db(), { stock: 5, index: 12 });
    const buyer = await createAccount('Forgetful buyer');
    const order = await orderFor(buyer, [{ itemId: item, quantity: 2 }]);
    expect(await stockOf(db(), item)).toBe(3);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    const status = async () =>
      (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order._id)))[0]!.status;
    await expect.poll(status, { timeout: 5000 }).toBe('cancelled');
    expect(await stockOf(db(), item)).toBe(5);
  });
});
