// Public catalogue and content replies carry a strong ETag, answer 304 to a matching
// If-None-Match, get a new ETag once an order changes the stock they show, and say how a CDN may
// keep them; private replies are never kept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, orders } from '../../server/db/schema';
import { CACHE_POLICIES } from '../../server/http/publicCache';
import { createAccount } from '../support/authEmulator';
import { bearer, fillCart, placed } from './orderFixtures';
import { useTestApp } from './testApp';

const { app, database } = useTestApp({ expirySweepMs: 100 });
const db = () => database().db;

const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

const PUBLIC_READS = [
  ['/api/store/items/query/0/21', CACHE_POLICIES.live],
  ['/api/store/brand', CACHE_POLICIES.content],
  ['/api/store/itemcategory', CACHE_POLICIES.live],
  ['/api/home', CACHE_POLICIES.live],
  ['/api/blogs', CACHE_POLICIES.content],
  ['/api/content/policies/terms', CACHE_POLICIES.content],
  ['/api/doctors/query/0/10', CACHE_POLICIES.live],
] as const;

describe('a public read', () => {
  it.each(PUBLIC_READS)('%s has a strong ETag from its bytes and answers 304 to it', async (url, policy) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe(policy);

    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    // A reply from memory carries the security headers its first copy had.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const revalidated = await get(url, { 'if-none-match': `"other", W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(policy);

    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('of one item and of its list changes ETag when an order reserves stock, and again when it is released', async () => {
    const listUrl = '/api/store/items/query/0/21';
    const item = (await get(listUrl)).json().data.items[0]._id as string;
    await db().update(items).set({ stock: 2 }).where(eq(items.id, item));
    const itemUrl = `/api/store/items/${item}`;
    // The direct write above is a test's shortcut: a request with a method other than GET empties the cache.
    await app().inject({ method: 'POST', url: '/api/store/cart/quote', payload: { items: [] } });
    const before = await get(itemUrl);
    expect(before.json().data.stock).toBe(2);
    const listBefore = await get(listUrl);
    const listed = (response: typeof listBefore) =>
      (response.json().data.items as { _id: string; inStock: boolean }[]).find((line) => line._id === item)?.inStock;
    expect(listed(listBefore)).toBe(true);

    const buyer = await createAccount('Cached buyer');
    await fillCart(db(), buyer.uid, [{ itemId: item, quantity: 2 }]);
    const order = await placed(app(), buyer);

    const reserved = await get(itemUrl, { 'if-none-match': before.headers.etag as string });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().data.stock).toBe(0);
    expect(reserved.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await get(listUrl, { 'if-none-match': listBefore.headers.etag as string });
    expect(listAfter.statusCode).toBe(200);
    expect(listed(listAfter)).toBe(false);

    // The payment window closes in the background sweeper; its stock comes back.
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    await expect.poll(async () => (await get(itemUrl)).json().data.stock, { timeout: 5000 }).toBe(2);
    expect(listed(await get(listUrl))).toBe(true);
  });

  it('of a missing item is not kept, and a bad page is a 400 without a validator', async () => {
    const missing = await get('/api/store/items/no-such-item');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const bad = await get('/api/store/items/query/-1/21');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});

describe('a private read', () => {
  it('is never kept nor given a validator', async () => {
    const account = await createAccount('Private reader');
    for (const url of [`/api/store/cart/${account.uid}`, `/api/store/order/user/${account.uid}`]) {
      const response = await get(url, bearer(account));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });
});
