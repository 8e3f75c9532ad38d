// Builds the SPA if stale, checks that the chosen Chromium starts (and says which one it is),
// and starts the real server on a free port over a fresh embedded database, for the browser tests,
// with the test-only database helper next to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/freePort';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { createSmsProvider } from '../../server/channels';
import { smtpMailer } from '../../server/channels/email';
import { loadConfig } from '../../server/config';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { deliveryChannels } from '../../server/services/notifications/channels';
import { messageSettingsOf } from '../../server/services/notifications/composing';
import { ensureAuthEmulator, EMULATOR_HOST } from '../support/authEmulator';
import { chromiumLaunchOptions, describeChromium } from '../support/chromium';
import { serveDatabaseHelper } from './databaseHelper';

export default async function setup(project: TestProject) {
  await announceChromium();
  await ensureSpaBuilt(PROJECT_ROOT);
  const stopEmulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-e2e-'));
  // The server's email goes to a MailDev of the tests' own, read back through its REST API.
  const mailPorts = { smtp: await freePort(), web: await freePort() };
  const maildev = new MailDev({ smtp: mailPorts.smtp, web: mailPorts.web, ip: '127.0.0.1', silent: true });
  await maildev.start();
  const mailInboxURL = `http://127.0.0.1:${mailPorts.web}`;
  const config = loadConfig(
    {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mailPorts.smtp}`,
      MAIL_INBOX_URL: mailInboxURL,
    },
    PROJECT_ROOT,
  );
  const server = await startServer(config);
  project.provide('baseURL', server.url);
  project.provide('mailInboxURL', mailInboxURL);
  const databaseHelper = await serveDatabaseHelper(server.db, {
    channels: deliveryChannels({
      mailer: smtpMailer(config.email),
      smsProvider: createSmsProvider(config, server.db),
      sms: config.sms,
      settings: messageSettingsOf(config),
    }),
  });
  project.provide('databaseHelperURL', databaseHelper.url);
  return async () => {
    await databaseHelper.close();
    await server.close();
    await maildev.stop();
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
    /** The MailDev that catches the server's email (its web page and REST API). */
    mailInboxURL: string;
  }
}
