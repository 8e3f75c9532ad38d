// Builds the SPA if stale and starts the real server on a free port over a fresh embedded
// database, for the browser tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { loadConfig } from '../../server/config';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { ensureAuthEmulator, EMULATOR_HOST } from '../support/authEmulator';
import { CHROMIUM_PATH } from './browser';

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium); they are never skipped.`,
    );
  }
  ensureSpaBuilt(PROJECT_ROOT);
  const stopEmulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-e2e-'));
  const config = loadConfig(
    { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    PROJECT_ROOT,
  );
  const server = await startServer(config);
  project.provide('baseURL', server.url);
  return async () => {
    await server.close();
    await stopEmulator();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
