// Prepares one migrated, seeded database per test run; every suite clones it (PGlite from a
// dumped data directory, PostgreSQL with CREATE DATABASE … TEMPLATE).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, openPostgres } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { ensureAuthEmulator } from '../support/authEmulator';
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

async function prepareDatabase(project: TestProject): Promise<() => Promise<void> | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openPostgres(databaseUrlFor(adminUrl, TEMPLATE_DATABASE));
    await template.migrate();
    await seedDatabase(template.db);
    await template.close();
    project.provide('databaseKind', 'postgres');
    project.provide('template', TEMPLATE_DATABASE);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.end();
    };
  }
  const template = await openPglite();
  await template.migrate();
  await seedDatabase(template.db);
  const dump = await dumpPglite(template);
  await template.close();
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseKind', 'pglite');
  project.provide('template', TEMPLATE_DUMP);
  return () => fs.rmSync(TEMPLATE_DUMP, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    /** The template database's name (postgres) or dump file (pglite). */
    template: string;
  }
}
