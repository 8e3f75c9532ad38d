// Builds the SPA if stale, checks that the chosen Chromium starts (and says which one it is),
// and starts the real server on a free port over a fresh embedded database, for the browser tests,
// with the test-only database helper next to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { loadConfig } from '../../server/config';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { ensureAuthEmulator, EMULATOR_HOST } from '../support/authEmulator';
import { chromiumLaunchOptions, describeChromium } from '../support/chromium';
import { serveDatabaseHelper } from './databaseHelper';

export default async function setup(project: TestProject) {
  await announceChromium();
  await ensureSpaBuilt(PROJECT_ROOT);
  const stopEmulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-e2e-'));
  const config = loadConfig(
    { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    PROJECT_ROOT,
  );
  const server = await startServer(config);
  project.provide('baseURL', server.url);
  const databaseHelper = await serveDatabaseHelper(server.db);
  project.provide('databaseHelperURL', databaseHelper.url);
  return async () => {
    await databaseHelper.close();
    await server.close();
    await stopEmulator();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Unpacks the npm Chromium once, before the test files start in parallel, and names the browser. */
async function announceChromium(): Promise<void> {
  const browser = await chromium.launch(await chromiumLaunchOptions());
  console.log(`Browser tests run in ${describeChromium()}, version ${browser.version()}`);
  await browser.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The test-only helper that changes what no API may (tests/e2e/databaseHelper.ts). */
    databaseHelperURL: string;
  }
}
