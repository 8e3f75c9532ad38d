// A PostgreSQL server for a benchmark: the one BENCH_DATABASE_URL or TEST_DATABASE_URL names, or
// an embedded one started for the run and stopped after.
import { startEmbeddedPostgres } from './embeddedPostgres';

export async function withPostgres<T>(run: (adminUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return run(given);
  const server = await startEmbeddedPostgres();
  try {
    return await run(server.url);
  } finally {
    await server.stop();
  }
}
