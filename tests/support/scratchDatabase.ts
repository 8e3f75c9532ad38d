// A throwaway database on a PostgreSQL server, for benchmarks: created empty, dropped after.
import pg from 'pg';
import { openPostgres, type Database } from '../../server/db/client';

export async function withScratchDatabase<T>(
  adminUrl: string,
  prefix: string,
  run: (database: Database) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      return await run(database);
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
