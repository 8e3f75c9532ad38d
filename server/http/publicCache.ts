// Public catalogue and content replies are kept in memory, keyed by URL, each with a strong ETag
// computed from its bytes; a request carrying that ETag in If-None-Match gets a bodiless 304.
// Correctness rests on one rule: everything that changes catalogue or content rows empties the
// cache (`invalidate`) after its writes committed and before its own reply leaves. Every request
// with a method other than GET/HEAD does (onSend), so does a GET route declaring
// `config: { changesCatalogue: true }` (reading an order may close it and release its stock), and
// so do the background jobs that write (the order expiry sweeper). A read that began before an
// invalidation is served but not kept, so a stale reply is never stored under the new generation.
// The cache is per process: several server processes over one PostgreSQL would each need to hear
// of the others' writes (LISTEN/NOTIFY), which this does not do.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/**
 * What a CDN or browser may do with a cached public reply. `live` replies carry stock, ratings or
 * reviews that change with every order: browsers revalidate every time (a 304 is cheap), a shared
 * cache may serve them 10 s old and refresh in the background for a minute. `content` changes only
 * when an editor changes it.
 */
export const CACHE_POLICIES = {
  live: 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
  content: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose reply is the same for everyone: kept in memory and served with an ETag. */
    publicCache?: CachePolicy;
    /** A GET route that can change catalogue rows (and so empties the cache). */
    changesCatalogue?: boolean;
  }
}

/** Enough for every page of the seeded catalogue; search URLs beyond it push out the oldest. */
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface Entry {
  body: Buffer;
  etag: string;
  /** The reply's headers when it was made (security headers included), set again on every hit. */
  headers: Record<string, string>;
}

export interface PublicCache {
  /** Forgets every kept reply; replies being computed are not kept. */
  invalidate(): void;
  /** How many times the cache has been emptied (tests and figures). */
  readonly generation: number;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** RFC 9110: If-None-Match compares weakly and may list several tags, or be `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.headers(entry.headers);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.send(entry.body);
}

/**
 * Serves `config.publicCache` routes from memory and empties the cache on writes. Registered before
 * any other hook, so a hit skips the security-header, load-shedding and validation hooks (it
 * carries the headers its first reply had and touches no database).
 */
export function cachePublicReads(app: FastifyInstance): PublicCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const cache: PublicCache = {
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get generation() {
      return generation;
    },
  };

  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) || request.routeOptions.config.changesCatalogue) cache.invalidate();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicCache) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    // Most recently used last, so the oldest is the first pushed out.
    entries.delete(request.url);
    entries.set(request.url, entry);
    return send(request, reply, entry);
  });

  app.addHook('onRoute', (route) => {
    const policy = route.config?.publicCache;
    if (!policy) return;
    const methods = [route.method].flat();
    if (methods.some((method) => !SAFE_METHODS.has(method)))
      throw new Error(`${route.url}: only GET replies can be cached`);
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const startedIn = generation;
      const data: unknown = await handler.call(this, request, reply);
      if (reply.sent || reply.statusCode !== 200) return data;
      const body = Buffer.from(JSON.stringify(data));
      const etag = etagOf(body);
      const headers = {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'application/json; charset=utf-8',
        etag,
        'cache-control': CACHE_POLICIES[policy],
      };
      const entry = { body, etag, headers };
      if (startedIn === generation) {
        entries.set(request.url, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return send(request, reply, entry);
    };
  });
  return cache;
}
