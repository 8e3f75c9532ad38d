// The frame of a browser benchmark: the SPA built if stale, the real server in a child process over
// a fresh embedded database, and Chromium; all three cleaned up after the run, however it ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { PROJECT_ROOT } from '../../server/main';
import { chromiumLaunchOptions } from '../support/chromium';
import { startServerProcess, stopServerProcess } from './serverProcess';

export async function withServerAndBrowser(
  dataDirPrefix: string,
  run: (url: string, browser: Browser) => Promise<void>,
): Promise<void> {
  await ensureSpaBuilt(PROJECT_ROOT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const { url, child } = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    await run(url, browser);
  } finally {
    await browser.close();
    await stopServerProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
