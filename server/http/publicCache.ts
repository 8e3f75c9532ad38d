// Public catalogue and content replies are kept in memory, keyed by URL, each with a strong ETag
// computed from its bytes; a request carrying that ETag in If-None-Match gets a bodiless 304.
// Correctness rests on one rule: everything that changes catalogue or content rows empties the
// cache (`invalidate`) after its writes committed and before its own reply leaves. Every route
// that is not a plain read (POST, PUT, DELETE, PATCH) must say whether it can
// (`config: { changesPublicData }`), or the server refuses to start; a GET route that writes too
// declares it (reading an order may close it and release its stock); and the background jobs that
// write (the order expiry sweeper) call `invalidate` themselves. A read that began before an
// invalidation is served but not kept, so a stale reply is never stored under the new generation.
// The cache is per process; changes made elsewhere (another replica, a sweeper, psql) arrive as the
// database's notices and call `invalidate` too (server/db/publicChanges.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { keepBody, sendKeptBody, type KeptBody } from './keptBody';

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
    /**
     * A public GET whose reply is the same for everyone: kept in memory and served with an ETag.
     * A function decides per request: `undefined` for a reply that must not be kept (one that
     * depends on the time of day, which no write announces).
     */
    publicCache?: CachePolicy | ((request: FastifyRequest) => CachePolicy | undefined);
    /**
     * Whether a successful request can change what a public (cached) reply shows. Required on
     * every route that is not a GET; a GET that writes (closing overdue orders) sets it too.
     */
    changesPublicData?: boolean;
  }
}

/** Enough for every page of the seeded catalogue; search URLs beyond it push out the oldest. */
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
interface Entry extends KeptBody {
  /** The reply's headers when it was made (security headers included), set again on every hit. */
  headers: Record<string, string>;
}

export interface PublicCache {
  /** Forgets every kept reply; replies being computed are not kept. Tells every listener. */
  invalidate(): void;
  /** Calls `listener` each time the cache is emptied (e.g. to drop pages rendered from it). */
  onInvalidate(listener: () => void): () => void;
  /** How many times the cache has been emptied (tests and figures). */
  readonly generation: number;
  /**
   * The value `compute` gives (public data a route reads, such as the categories with their
   * product counts or a search dictionary), kept under `key` until the cache is next emptied, so
   * every route that asks for it reads it once per change. A computation the cache was emptied
   * during is not kept.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Values kept by key until `forget`: the public cache's `remember`, and a bench's or a test's own. */
export function keptValues(): Pick<PublicCache, 'remember'> & { forget(): void } {
  const values = new Map<string, Promise<unknown>>();
  return {
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = values.get(key);
      if (kept) return kept as Promise<T>;
      // Kept while it runs, so callers at once share one read; forgetting drops it.
      const value = compute();
      values.set(key, value);
      // A failed computation is not kept: the next caller computes again.
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
      return value;
    },
    forget: () => values.clear(),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  return sendKeptBody(request, reply.headers(entry.headers), entry);
}

/**
 * Serves `config.publicCache` routes from memory and empties the cache after a successful request
 * that changes public data. Registered before any other hook, so a hit skips the security-header,
 * load-shedding and validation hooks (it carries the headers its first reply had and touches no
 * database). Cached routes do their own compression, kept with the entry, so a hit costs no
 * compression and @fastify/compress never sees (and never re-encodes) their replies.
 */
export function cachePublicReads(app: FastifyInstance): PublicCache {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const values = keptValues();
  let generation = 0;
  const cache: PublicCache = {
    invalidate() {
      generation += 1;
      entries.clear();
      values.forget();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get generation() {
      return generation;
    },
    remember: values.remember,
  };

  app.addHook('onSend', async (request, reply) => {
    // A refusal (4xx) changed nothing; an unexpected failure (5xx) might have, so it counts.
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (request.routeOptions.config.changesPublicData && !refused) cache.invalidate();
  });

  /** The request's cache policy, or undefined when its reply is not kept. */
  const policyOf = (request: FastifyRequest): CachePolicy | undefined => {
    const policy = request.routeOptions.config.publicCache;
    return typeof policy === 'function' ? policy(request) : policy;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!policyOf(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    // Most recently used last, so the oldest is the first pushed out.
    entries.delete(request.url);
    entries.set(request.url, entry);
    return send(request, reply, entry);
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const writes = methods.some((method) => !SAFE_METHODS.has(method));
    if (writes && typeof route.config?.changesPublicData !== 'boolean')
      throw new Error(
        `${methods.join(',')} ${route.url}: declare config.changesPublicData (can a success change a public reply?)`,
      );
    if (!route.config?.publicCache) return;
    if (writes) throw new Error(`${route.url}: only GET replies can be cached`);
    route.compress = false;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const startedIn = generation;
      const data: unknown = await handler.call(this, request, reply);
      const policy = policyOf(request);
      if (reply.sent || reply.statusCode !== 200 || !policy) return data;
      const headers = {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'application/json; charset=utf-8',
        'cache-control': CACHE_POLICIES[policy],
      };
      const entry: Entry = { ...keepBody(JSON.stringify(data)), headers };
      if (startedIn === generation) {
        entries.set(request.url, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return send(request, reply, entry);
    };
  });
  return cache;
}
