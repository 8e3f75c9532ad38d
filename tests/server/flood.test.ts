// One busy route must not starve the others: a flood of searches over real HTTP, on the real app
// and database, while health checks keep answering at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '@domain/messages/site';
import { useTestApp } from './testApp';

const FLOOD = 200;
const SEARCH = `/api/search/store?${new URLSearchParams({ query: 'ashwagandha', field: 'name,brandDetails.brandName', type: 'fuzzy-autocomplete', limit: '5', prefixLength: '3' })}`;

const { app } = useTestApp();
let base: string;

beforeAll(async () => {
  base = await app().listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app().close();
});

interface Reply {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; message?: string };
  ms: number;
}

async function get(path: string): Promise<Reply> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as Reply['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

describe('a flood of searches', () => {
  it('answers every search with 200 or a fast 503, and health at once throughout', async () => {
    let flooding = true;
    const health: Reply[] = [];
    const probe = (async () => {
      while (flooding) {
        health.push(await get('/api/health'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const searches = await Promise.all(Array.from({ length: FLOOD }, () => get(SEARCH)));
    flooding = false;
    await probe;

    expect(health.length).toBeGreaterThan(0);
    for (const reply of health) expect(reply.status).toBe(200);
    // "At once" whatever else the machine runs: a health check never waits its turn behind the
    // searches, so the slowest is well under the slowest search (at a load of 8 on two cores,
    // 0.8-1.0 s against 4.4-4.5 s; a fixed 1 s bound failed there).
    const slowest = (replies: Reply[]) => Math.max(...replies.map((reply) => reply.ms));
    expect(slowest(health)).toBeLessThan(slowest(searches) / 2);
    for (const reply of searches) {
      expect([200, 503]).toContain(reply.status);
      if (reply.status === 503) {
        expect(reply.retryAfter).toMatch(/^\d+$/);
        expect(reply.body).toEqual({ success: false, code: 'busy', message: SITE_MESSAGES.serverBusy });
      } else expect(reply.body.success).toBe(true);
    }
    expect(searches.some((reply) => reply.status === 200)).toBe(true);
  });
});
