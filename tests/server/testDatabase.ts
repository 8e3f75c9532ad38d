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

/** A database for one suite; `url` is set on PostgreSQL (for other processes to connect). */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('database');
  if (template.kind === 'postgres') {
    const name = `ojas_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    const url = databaseUrlFor(template.adminUrl, name);
    const database = await openPostgres(url);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(template.template);
  return openPglite({ loadDataDir: new Blob([dump]) });
}
