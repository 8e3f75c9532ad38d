// Public catalogue and content replies carry a strong ETag, answer 304 to a matching
// If-None-Match, get a new ETag once an order changes the stock they show (and only then), come
// compressed from memory, and say how a CDN may keep them; private replies are never kept. Concern
// suggestions read the category list the cache keeps, emptied with it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { itemCategories, itemCategoryLinks, items, orders } from '../../server/db/schema';
import { CACHE_POLICIES, cachePublicReads } from '../../server/http/publicCache';
import { createAccount } from '../support/authEmulator';
import { insertItemRow } from './itemRows';
import { bearer, useOrderApp } from './orderFixtures';

// Rows written behind the server's back show which requests empty its cache: it must not hear the
// database's notices of them (publicChanges.test.ts checks those).
const { app, db, orderFor } = useOrderApp({ expirySweepMs: 100, hearsOtherWriters: false });

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
    const before = await get(itemUrl);
    expect(before.json().data.stock).toBe(2);
    const listBefore = await get(listUrl);
    const listed = (response: typeof listBefore) =>
      (response.json().data.items as { _id: string; inStock: boolean }[]).find((line) => line._id === item)?.inStock;
    expect(listed(listBefore)).toBe(true);

    const buyer = await createAccount('Cached buyer');
    const order = await orderFor(buyer, [{ itemId: item, quantity: 2 }]);

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

  it('that depends on the time of day is not kept: doctors available today', async () => {
    const all = await get('/api/doctors/query/0/50');
    expect(all.headers.etag).toBeDefined();
    for (let call = 0; call < 2; call += 1) {
      const today = await get('/api/doctors/query/0/50?today=1');
      expect(today.statusCode).toBe(200);
      expect(today.headers.etag).toBeUndefined();
      expect(String(today.headers['cache-control'] ?? '')).not.toContain('public');
    }
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

describe('a request that cannot change public data', () => {
  it('leaves the kept replies alone, even as a POST; a successful order then empties them', async () => {
    const listUrl = '/api/store/items/query/0/21';
    const item = (await get(listUrl)).json().data.items[1]._id as string;
    const itemUrl = `/api/store/items/${item}`;
    const kept = await get(itemUrl);
    const stock = kept.json().data.stock as number;
    // Written behind the server's back, so only a cache that was emptied would show it.
    await db()
      .update(items)
      .set({ stock: stock + 5 })
      .where(eq(items.id, item));
    const reads = [
      { url: '/api/store/items/filter/0/5', payload: {} },
      { url: '/api/store/cart/quote', payload: { items: [{ _id: item, quantity: 1 }] } },
    ];
    for (const { url, payload } of reads) {
      const response = await app().inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(200);
    }
    const refusedOrder = await app().inject({ method: 'POST', url: '/api/store/order', payload: {} });
    expect(refusedOrder.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(itemUrl)).body).toBe(kept.body);

    const buyer = await createAccount('Cache emptier');
    await orderFor(buyer, [{ itemId: item, quantity: 1 }]);
    expect((await get(itemUrl)).json().data.stock).toBe(stock + 4);
  });

  it('must say so: a POST route without changesPublicData is refused when it is registered', async () => {
    const server = Fastify();
    cachePublicReads(server);
    expect(() => server.post('/undeclared', async () => 'x')).toThrow(/changesPublicData/);
    expect(() => server.post('/declared', { config: { changesPublicData: false } }, async () => 'x')).not.toThrow();
    await server.close();
  });
});

describe('a kept reply', () => {
  const url = '/api/store/items/query/0/21';
  const decoders = {
    gzip: (bytes: Buffer) => gunzipSync(bytes),
    br: (bytes: Buffer) => brotliDecompressSync(bytes),
    identity: (bytes: Buffer) => bytes,
  };

  it.each(['gzip', 'br', 'identity'] as const)(
    'asked for in %s decodes to the same JSON every time, with its own ETag and an exact length',
    async (encoding) => {
      const plain = await get(url);
      for (let round = 0; round < 3; round += 1) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(response.headers.vary).toBe('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decoders[encoding](response.rawPayload).toString()).toBe(plain.body);
        const etag = response.headers.etag as string;
        expect(etag).toBe(
          encoding === 'identity' ? plain.headers.etag : `${plain.headers.etag!.slice(0, -1)}-${encoding}"`,
        );
        const revalidated = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.headers['content-encoding']).toBeUndefined();
        expect(revalidated.rawPayload.length).toBe(0);
      }
    },
  );

  it('follows the client’s preferences and refusals among codings', async () => {
    const codingFor = async (acceptEncoding: string) =>
      (await get(url, { 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await codingFor('gzip, deflate, br')).toBe('br');
    expect(await codingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await codingFor('br;q=0, *')).toBe('gzip');
    expect(await codingFor('deflate')).toBeUndefined();
    expect(await codingFor('*;q=0')).toBeUndefined();
  });

  it('reaches a real HTTP client decodable in every coding it asks for', async () => {
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const plain = await (await fetch(`${address}${url}`, { headers: { 'accept-encoding': 'identity' } })).text();
    for (const acceptEncoding of ['gzip', 'br', 'gzip, br', 'identity', 'gzip', 'br'])
      expect(await (await fetch(`${address}${url}`, { headers: { 'accept-encoding': acceptEncoding } })).text()).toBe(
        plain,
      );
  });
});

describe('concern suggestions', () => {
  const suggested = async (query: string) =>
    ((await get(`/api/search/concern?${new URLSearchParams({ query })}`)).json().data as { name: string }[]).map(
      (concern) => concern.name,
    );

  it('read the kept category list: a product linked behind the server’s back shows once a write empties the cache', async () => {
    await db()
      .insert(itemCategories)
      .values({ id: 'glimmerous', name: 'Glimmerous', description: 'Test concern.', kind: 'concern' });
    // A concern with no products is never suggested; this read keeps the list.
    expect(await suggested('glimmerous')).toEqual([]);
    const listBefore = await get('/api/store/itemcategory');
    const [item] = await db().select({ id: items.id }).from(items).orderBy(items.id).limit(1);
    await db().insert(itemCategoryLinks).values({ itemId: item!.id, categoryId: 'glimmerous' });
    // Kept: neither the search nor the category list reads the database again.
    expect(await suggested('glimmerous')).toEqual([]);
    expect((await get('/api/store/itemcategory')).body).toBe(listBefore.body);

    const buyer = await createAccount('Concern cache emptier');
    await orderFor(buyer, [{ itemId: item!.id, quantity: 1 }]);
    expect(await suggested('glimmerous')).toEqual(['Glimmerous']);
    const listAfter = (await get('/api/store/itemcategory')).json().data as { _id: string; itemCount: number }[];
    expect(listAfter.find((category) => category._id === 'glimmerous')?.itemCount).toBe(1);
  });
});

describe('store search', () => {
  const found = async (query: string) =>
    (
      (
        await get(
          `/api/search/store?${new URLSearchParams({ query, field: 'name,brandDetails.brandName', type: 'fuzzy-autocomplete', limit: '5', prefixLength: '0' })}`,
        )
      ).json().data as { _id: string }[]
    ).map((item) => item._id);

  it('reads the kept dictionary: a product added behind the server’s back is found once a write empties the cache', async () => {
    // A search first, so the dictionary is kept before the product comes.
    expect(await found('zorbleflux')).toEqual([]);
    await insertItemRow(db(), 'zorbleflux-elixir', 'Zorbleflux Elixir');
    // Kept: the new word is not in the dictionary this server holds.
    expect(await found('zorbleflux')).toEqual([]);

    const buyer = await createAccount('Dictionary emptier');
    await orderFor(buyer, [{ itemId: 'zorbleflux-elixir', quantity: 1 }]);
    expect(await found('zorbleflux')).toEqual(['zorbleflux-elixir']);
  });
});
