// A fresh copy of the seeded template database for one test suite.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/client';

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<Database> {
  if (inject('databaseKind') === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `ojas_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
    const database = await openPostgres(databaseUrlFor(adminUrl, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('template'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
