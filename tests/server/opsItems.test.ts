// Stock and prices on the desk: the list by name and low stock, a change the storefront shows on
// its next request, refusals that change nothing, and the audit entry each change leaves.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_LEVEL } from '@domain/constants';
import type { OpsItem } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { auditLog, items } from '../../server/db/schema';
import { opsCall, operatorAccount } from './opsFixtures';
import { stockedItem, useOrderApp } from './orderFixtures';

const { app, db } = useOrderApp();

const storeItem = async (itemId: string) =>
  (await app().inject({ url: `/api/store/items/${itemId}` })).json().data as {
    stock: number;
    sellingPrice: number;
    costPrice: number;
  };
const itemRow = async (itemId: string) => (await db().select().from(items).where(eq(items.id, itemId)))[0]!;

describe('stock and prices on the desk', () => {
  it('lists items by name, and only those low on stock, the least stocked first', async () => {
    const operator = await operatorAccount(db(), 'Stock Lister');
    const low = await stockedItem(db(), { stock: 0, index: 60 });
    const lowish = await stockedItem(db(), { stock: LOW_STOCK_LEVEL, index: 61 });
    const { name } = await itemRow(low);

    const listed = await opsCall(app(), operator, 'GET', '/ops/items?lowStock=true&limit=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json().data as { items: OpsItem[]; total: number };
    expect(page.items.every((item) => item.stock <= LOW_STOCK_LEVEL && item.lowStock)).toBe(true);
    expect(page.items.map((item) => item._id)).toEqual(expect.arrayContaining([low, lowish]));
    const stocks = page.items.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

    const byName = await opsCall(app(), operator, 'GET', `/ops/items?q=${encodeURIComponent(name.slice(0, 12))}`);
    expect((byName.json().data.items as OpsItem[]).map((item) => item._id)).toContain(low);
    // A typed % is a percent sign, never LIKE's wildcard: no name, brand or id holds one.
    const byPercent = await opsCall(app(), operator, 'GET', `/ops/items?q=${encodeURIComponent('%')}`);
    expect(byPercent.json().data).toMatchObject({ items: [], total: 0 });
    const refused = await opsCall(app(), operator, 'GET', '/ops/items?lowStock=maybe');
    expect(refused.statusCode).toBe(400);
  });

  it('changes stock and prices, the storefront shows it on its next request, and the audit log says who and what', async () => {
    const operator = await operatorAccount(db(), 'Price Setter');
    const itemId = await stockedItem(db(), { stock: 12, sellingPaise: 60_000, index: 62 });
    expect(await storeItem(itemId)).toMatchObject({ sellingPrice: 600, costPrice: 800 });

    const saved = await opsCall(app(), operator, 'PUT', `/ops/items/${itemId}`, {
      stock: 3,
      sellingPrice: 549.5,
      costPrice: 700,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      _id: itemId,
      stock: 3,
      sellingPrice: 549.5,
      costPrice: 700,
      lowStock: true,
    });
    expect(await storeItem(itemId)).toMatchObject({ stock: 3, sellingPrice: 549.5, costPrice: 700 });

    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorUid: operator.uid,
      action: 'item.update',
      targetKind: 'item',
      targetId: itemId,
      before: { stock: 12, sellingPrice: 600, costPrice: 800 },
      after: { stock: 3, sellingPrice: 549.5, costPrice: 700 },
    });

    // One field alone: the others stay.
    await opsCall(app(), operator, 'PUT', `/ops/items/${itemId}`, { stock: 40 });
    expect(await storeItem(itemId)).toMatchObject({ stock: 40, sellingPrice: 549.5, costPrice: 700 });
  });

  it('refuses a selling price above the MRP or below 1, a negative stock and an unknown item, changing nothing', async () => {
    const operator = await operatorAccount(db(), 'Careful Setter');
    const itemId = await stockedItem(db(), { stock: 8, sellingPaise: 60_000, index: 63 });
    const before = await itemRow(itemId);
    const auditBefore = (await db().select().from(auditLog)).length;
    const refusals: [unknown, string][] = [
      [{ sellingPrice: 900 }, OPS_MESSAGES.sellingAboveMrp(800)],
      [{ costPrice: 500 }, OPS_MESSAGES.sellingAboveMrp(500)],
      [{ sellingPrice: 900, costPrice: 850 }, 'sellingPrice must not exceed costPrice (the MRP)'],
      [{ sellingPrice: 0.5 }, 'sellingPrice must be at least 1'],
      [{ stock: -1 }, 'stock must not be negative'],
      [{ stock: 2.5 }, 'stock must be a whole number'],
      [{}, 'name at least one of stock, sellingPrice, costPrice'],
    ];
    for (const [body, message] of refusals) {
      const refused = await opsCall(app(), operator, 'PUT', `/ops/items/${itemId}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const unknown = await opsCall(app(), operator, 'PUT', '/ops/items/no-such-item', { stock: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(await itemRow(itemId)).toEqual(before);
    expect(await db().select().from(auditLog)).toHaveLength(auditBefore);
  });
});
