// The admission gate in front of the API: a fixed number of requests run, a bounded queue waits in
// order, the rest are refused at once with 503 and Retry-After; exempt paths never wait.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '@domain/messages/site';
import { shedLoad } from '../../../server/http/loadShedding';

const opened: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

/** An app whose /api/slow requests finish only when the test lets them, one per call of `finish`. */
function slowApp(concurrency: number, queue: number, maxWaitMs = 10_000) {
  const app = Fastify();
  opened.push(app);
  const waiting: (() => void)[] = [];
  const started: string[] = [];
  shedLoad(app, { prefix: '/api/', exempt: ['/api/health'], concurrency, queue, maxWaitMs, retryAfterSeconds: 2 });
  app.get('/api/slow/:name', async (request) => {
    const { name } = request.params as { name: string };
    started.push(name);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { success: true, data: name };
  });
  app.get('/api/health', async () => ({ success: true }));
  app.get('/page', async () => 'page');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { app, started, finishOne: async () => (waiting.shift()?.(), settle()), settle };
}

describe('load shedding', () => {
  it('runs up to the limit, queues the next in order and refuses the rest at once', async () => {
    const { app, started, finishOne, settle } = slowApp(1, 2);
    const replies = ['a', 'b', 'c'].map((name) => app.inject(`/api/slow/${name}`));
    await settle();
    expect(started).toEqual(['a']);

    const refused = await app.inject('/api/slow/d');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ success: false, code: 'busy', message: SITE_MESSAGES.serverBusy });

    const [health, page] = await Promise.all([app.inject('/api/health'), app.inject('/page')]);
    expect([health.statusCode, page.statusCode]).toEqual([200, 200]);

    await finishOne();
    expect(started).toEqual(['a', 'b']);
    await finishOne();
    await finishOne();
    expect(started).toEqual(['a', 'b', 'c']);
    expect((await Promise.all(replies)).map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
  });

  it('frees the place of a client that leaves while waiting, and the slot of one that leaves while served', async () => {
    const { app, started, finishOne, settle } = slowApp(1, 1);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const leaving = new AbortController();
    const first = fetch(`${base}/api/slow/first`, { signal: leaving.signal }).catch(() => 'left');
    await settle();
    const queued = new AbortController();
    const second = fetch(`${base}/api/slow/second`, { signal: queued.signal }).catch(() => 'left');
    await settle();
    queued.abort();
    expect(await second).toBe('left');
    await settle();
    leaving.abort();
    expect(await first).toBe('left');
    await settle();

    const third = app.inject('/api/slow/third');
    await settle();
    expect(started).toEqual(['first', 'third']);
    await finishOne(); // the abandoned first
    await finishOne();
    expect((await third).statusCode).toBe(200);
  });

  it('refuses a request that waited too long for its turn', async () => {
    const { app, started, finishOne, settle } = slowApp(1, 5, 100);
    const first = app.inject('/api/slow/first');
    await settle();
    const waitStarted = performance.now();
    const waited = await app.inject('/api/slow/second');
    expect(waited.statusCode).toBe(503);
    expect(performance.now() - waitStarted).toBeGreaterThanOrEqual(90);
    await finishOne();
    expect((await first).statusCode).toBe(200);
    expect(started).toEqual(['first']);
  });
});
