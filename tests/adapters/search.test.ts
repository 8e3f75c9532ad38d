// The search adapter and the cached item queries against a real HTTP server.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@adapters/http/apiClient';
import { createSearchApi } from '@adapters/http/search';
import { CACHE_TTL_MS } from '@domain/constants';
import { NO_FILTERS } from '@domain/storeFilters';
import { createPageDataLoader } from '../../src/composition/pageData';

let server: FastifyInstance;
let baseURL: string;
const seen: { url: string; body?: unknown }[] = [];
const item = {
  _id: 'ashwagandha-tablets',
  name: 'Ashwagandha Tablets',
  photoLinks: ['p'],
  sellingPrice: 279,
  costPrice: 349,
  discount: 20,
  brandDetails: { _id: 'vedavana', brandName: 'Vedavana' },
  packSize: '60 tablets',
  inStock: true,
  rating: 4.2,
  reviewCount: 6,
};

beforeAll(async () => {
  server = Fastify();
  server.addHook('onRequest', async (request) => {
    seen.push({ url: request.url });
  });
  server.get('/search/store', async (request, reply) => {
    const { query, prefixLength } = request.query as { query: string; prefixLength: string };
    if (query === 'offline') return reply.code(503).send({ success: false, code: 'busy', message: 'Unavailable' });
    // 'ashwagnda' (a typo) is found only once the ladder loosens the prefix to 2.
    return { success: true, data: query === 'ashwagnda' && prefixLength === '3' ? [] : [item] };
  });
  server.get('/search/doctor', async (_, reply) =>
    reply.code(404).send({ success: false, code: 'not_found', message: 'Not found' }),
  );
  server.post('/store/items/filter/:start/:limit', async (request) => {
    seen.push({ url: request.url, body: request.body });
    return { success: true, data: { items: [item], total: 1, start: 0, limit: 21 } };
  });
  baseURL = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => server.close());

describe('search adapter', () => {
  it('asks GET /search/store with the spec query, and keeps the reply for the page lifetime', async () => {
    let now = 0;
    const search = createSearchApi(createApiClient({ baseURL, getToken: async () => null, now: () => now }));
    seen.length = 0;
    const found = { success: true, data: [item] };
    expect(await search.items({ query: ' ashwagnda ', prefixLength: 2, limit: 5 })).toEqual(found);
    expect(await search.items({ query: 'ashwagnda', prefixLength: 2, limit: 5 })).toEqual(found);
    expect(seen.map((request) => request.url)).toEqual([
      '/search/store?query=ashwagnda&field=name,brandDetails.brandName&type=fuzzy-autocomplete&limit=5&prefixLength=2',
    ]);
    now = CACHE_TTL_MS.page + 1;
    await search.items({ query: 'ashwagnda', prefixLength: 2, limit: 5 });
    expect(seen).toHaveLength(2);
  });

  it('asks GET /search/doctor for verified doctors only, and answers its failure when it fails', async () => {
    const search = createSearchApi(createApiClient({ baseURL, getToken: async () => null }));
    seen.length = 0;
    expect(await search.doctors({ query: 'meera', limit: 3 })).toEqual({
      success: false,
      code: 'not_found',
      message: 'Not found',
    });
    expect(seen[0]!.url).toBe(
      '/search/doctor?query=meera&field=firstName,secondName,languages,specialization&type=fuzzy-autocomplete-v2&limit=3&option=match,state.status,verified&prefixLength=2',
    );
  });

  it('posts the filters of /store and keeps each page for the page lifetime', async () => {
    let now = 0;
    const { loadResource: load } = createPageDataLoader(
      createApiClient({ baseURL, getToken: async () => null, now: () => now }),
    );
    seen.length = 0;
    const filters = { ...NO_FILTERS, brands: ['Vedavana'], minPrice: 200, minRating: 4, sort: 'price-asc' as const };
    await load({ kind: 'filteredItems', filters, start: 21 });
    await load({ kind: 'filteredItems', filters, start: 21 });
    const posts = seen.filter((request) => request.body);
    expect(posts).toEqual([
      {
        url: '/store/items/filter/21/21',
        body: { start: 21, limit: 21, brands: ['Vedavana'], minPrice: 200, minRating: 4, sort: 'price-asc' },
      },
    ]);
    now = CACHE_TTL_MS.page + 1;
    await load({ kind: 'filteredItems', filters, start: 21 });
    expect(seen.filter((request) => request.body)).toHaveLength(2);
  });

  it("loads a search page's products through the search ladder, and nothing when the search fails", async () => {
    const { loadResource } = createPageDataLoader(createApiClient({ baseURL, getToken: async () => null }));
    seen.length = 0;
    expect(await loadResource({ kind: 'itemSearch', query: 'ashwagnda', limit: 50 })).toEqual({
      success: true,
      data: [item],
    });
    expect(seen.map((request) => new URL(request.url, baseURL).searchParams.get('prefixLength'))).toEqual(['3', '2']);
    expect(await loadResource({ kind: 'itemSearch', query: 'offline', limit: 50 })).toMatchObject({
      success: false,
      code: 'unanswered',
    });
  });
});
