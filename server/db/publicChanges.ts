// Every replica keeps its own public and rendered-page caches; a change made through another
// replica (or psql, or a background job) reaches them as a NOTIFY that the database sends when the
// changing transaction commits (the triggers of migration 0009_replicas). A replica's own writes
// still empty its cache at once, before their reply leaves (publicCache.ts); the notice covers the
// rest, on PostgreSQL and PGlite alike.
import type { FastifyInstance } from 'fastify';
import type { PublicCache } from '../http/publicCache';
import type { Database } from './client';

/** The channel the public-data triggers NOTIFY on. */
export const PUBLIC_DATA_CHANNEL = 'ojas_public_data';

/** Empties `cache` (and so the rendered pages) on every announced change, until the app closes. */
export async function followPublicChanges(
  app: FastifyInstance,
  listen: Database['listen'],
  cache: PublicCache,
): Promise<void> {
  const stop = await listen(PUBLIC_DATA_CHANNEL, () => cache.invalidate());
  app.addHook('onClose', async () => stop());
}
