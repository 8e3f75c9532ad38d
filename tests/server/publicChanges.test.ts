// A change of public data made outside this process (another replica, psql) reaches its cached
// replies (and the category list concern suggestions read from the cache) through the database's
// NOTIFY, sent only when the changing transaction commits.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DATA_CHANNEL } from '../../server/db/publicChanges';
import { itemCategories, itemCategoryLinks, items } from '../../server/db/schema';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const LIST_URL = '/api/store/items/query/0/21';

interface Listed {
  _id: string;
  sellingPrice: number;
}
const listed = async () => (await app().inject({ url: LIST_URL })).json().data.items as Listed[];

describe('the public cache', () => {
  it('serves a price changed behind its back (as another replica would) within a second', async () => {
    const [first] = await listed();
    // Kept: the same bytes come back.
    expect((await listed())[0]).toEqual(first);
    const newPaise = Math.round(first!.sellingPrice * 100) + 700;
    await database().db.update(items).set({ sellingPaise: newPaise }).where(eq(items.id, first!._id));
    await expect
      .poll(async () => (await listed()).find((item) => item._id === first!._id)?.sellingPrice, { timeout: 1000 })
      .toBe(newPaise / 100);
  });

  it('suggests a concern once a product is linked to it behind its back, and no more once unlinked, within a second', async () => {
    const suggested = async () =>
      ((await app().inject({ url: '/api/search/concern?query=sparklesome' })).json().data as { name: string }[]).map(
        (concern) => concern.name,
      );
    await database()
      .db.insert(itemCategories)
      .values({ id: 'sparklesome', name: 'Sparklesome', description: 'Test concern.', kind: 'concern' });
    await expect.poll(suggested, { timeout: 1000 }).toEqual([]);
    const [item] = await database().db.select({ id: items.id }).from(items).orderBy(items.id).limit(1);
    await database().db.insert(itemCategoryLinks).values({ itemId: item!.id, categoryId: 'sparklesome' });
    await expect.poll(suggested, { timeout: 1000 }).toEqual(['Sparklesome']);
    await database().db.delete(itemCategoryLinks).where(eq(itemCategoryLinks.categoryId, 'sparklesome'));
    await expect.poll(suggested, { timeout: 1000 }).toEqual([]);
  });

  it('hears only committed changes: a rolled-back one announces nothing', async () => {
    let heard = 0;
    const stop = await database().listen(PUBLIC_DATA_CHANNEL, () => (heard += 1));
    try {
      const rollback = new Error('rolled back on purpose');
      await expect(
        database().db.transaction(async (tx) => {
          await tx.update(items).set({ stock: sql`${items.stock} + 1` });
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      // A transaction of two changing statements is heard once, after the rolled-back one would have been.
      await database().db.transaction(async (tx) => {
        await tx.update(items).set({ stock: sql`${items.stock} + 1` });
        await tx.update(items).set({ stock: sql`${items.stock} - 1` });
      });
      await expect.poll(() => heard, { timeout: 1000 }).toBe(1);
      // Nothing else arrives late.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });
});
