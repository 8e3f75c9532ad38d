// The real app over a fresh copy of the seeded database, driven with app.inject.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/tokens';
import { LOCAL_FIREBASE_PROJECT, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createPaymentGateway } from '../../server/payments';
import type { PaymentGateway } from '../../server/payments/gateway';
import { EMULATOR_HOST } from '../support/authEmulator';
import { createTestDatabase } from './testDatabase';

/** The outbox's and the sandbox webhooks' poll in the test apps: longer than any test file. */
const IDLE_POLL_MS = 24 * 3_600_000;

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export function useTestApp({
  env = {},
  hearsOtherWriters = true,
  ...options
}: Pick<AppDependencies, 'onRoute' | 'expirySweepMs' | 'pageRenderer' | 'mailer'> & {
  env?: NodeJS.ProcessEnv;
  /** Whether the app LISTENs for changes others make (false: only its own writes empty its cache). */
  hearsOtherWriters?: boolean;
} = {}): {
  app: () => TestApp;
  database: () => Database;
  /** The gateway the app pays through (the sandbox unless `env` says otherwise). */
  gateway: () => PaymentGateway;
} {
  let app: TestApp | undefined;
  let database: Database | undefined;
  let gateway: PaymentGateway | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ SPA_DIR: path.resolve('.test-data', 'no-spa'), ...env }, process.cwd());
    // A test file may have pointed token checks elsewhere (tests/server/identityUnavailable.test.ts).
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= EMULATOR_HOST;
    gateway = createPaymentGateway(config, database.db);
    app = await buildApp({
      db: database.db,
      config,
      gateway,
      verifyToken: createTokenVerifier(LOCAL_FIREBASE_PROJECT),
      listen: hearsOtherWriters ? database.listen : undefined,
      sharedRateLimits: database.kind === 'postgres',
      // The outbox's worker sends only when a test runs it (tests/server/notifications.test.ts):
      // otherwise a booking's email would go to whatever MailDev listens on this machine.
      notificationPollMs: IDLE_POLL_MS,
      // The sandbox's webhooks go when the Pay or Fail button says so, or a test delivers them
      // (webhooksDelivered); a test that pays the gateway directly sends the webhooks it wants.
      sandboxWebhookPollMs: IDLE_POLL_MS,
      ...options,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return { app: () => app!, database: () => database!, gateway: () => gateway! };
}
