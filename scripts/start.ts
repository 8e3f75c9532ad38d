// `npm start`: the whole site on this machine with embedded defaults: builds the SPA when
// stale while it opens (creating and seeding on first run) the embedded database, serves the
// SPA, the API and images, and starts the Firebase Auth Emulator in the background. It prints
// once how long each phase took.
import path from 'node:path';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { openConfiguredDatabase } from '../server/db/open';
import { explainStartFailure, PROJECT_ROOT, startServer, type RunningServer } from '../server/main';
import { isAuthEmulatorUp, startAuthEmulator, type AuthEmulator } from './lib/authEmulator';
import { startMailInbox, type MailInbox } from './lib/mailInbox';
import { createSeededAccounts } from './lib/seedAccounts';
import { ensureSpaBuilt } from './lib/spaBuild';

/** A phase of the start and how long it took, in seconds. */
async function timed<T>(work: Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work;
  return { value, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const started = performance.now();
  const config = loadConfig(process.env, PROJECT_ROOT);
  let emulator: AuthEmulator | undefined;
  let server: RunningServer | undefined;
  let inbox: MailInbox | null = null;
  let stopping = false;

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Ojas…');
    await Promise.allSettled([server?.close(), emulator?.stop(), inbox?.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const needsEmulator = config.runtime.authEmulatorUrl !== null && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (needsEmulator && !(await isAuthEmulatorUp())) {
    emulator = startAuthEmulator({
      root: PROJECT_ROOT,
      projectId: config.runtime.firebase.projectId,
      exportDir: path.join(config.dataDir, 'auth'),
      logFile: path.join(config.dataDir, 'logs', 'auth-emulator.log'),
      lowPriority: true,
    });
  }
  // firebase-admin verifies tokens against the emulator.
  if (config.runtime.authEmulatorUrl)
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(config.runtime.authEmulatorUrl).host;

  // Email goes to the local inbox unless SMTP_URL names a mail server.
  const usesLocalInbox = !process.env.SMTP_URL?.trim();
  const inboxStarting = usesLocalInbox ? startMailInbox() : Promise.resolve(null);

  let phases: string;
  const building = timed(
    process.env.OJAS_SKIP_SPA_BUILD ? Promise.resolve(false) : ensureSpaBuilt(PROJECT_ROOT, config.spaDir),
  );
  const opening = timed(openConfiguredDatabase(config, (line) => console.log(line)));
  let database: Database | undefined;
  try {
    const [build, opened] = await Promise.allSettled([building, opening]);
    if (opened.status === 'fulfilled') database = opened.value.value;
    if (build.status === 'rejected') throw build.reason;
    if (opened.status === 'rejected') throw opened.reason;
    const listening = await timed(startServer(config, database));
    server = listening.value;
    phases = [
      build.value.value ? `storefront build ${build.value.seconds.toFixed(1)} s` : 'storefront build up to date',
      `database ${opened.value.seconds.toFixed(1)} s`,
      `server ${listening.seconds.toFixed(1)} s`,
    ].join(', ');
  } catch (error) {
    console.error(explainStartFailure(error));
    await Promise.allSettled([server ? undefined : database?.close(), emulator?.stop()]);
    process.exit(1);
  }
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  Ojas is running at ${server.url} (ready in ${total} s: ${phases}; build and database side by side)\n`,
  );
  /** The seeded doctors' and operator's accounts go into the emulator each time it is up (it forgets them when it stops). */
  const signInReady = async (url: string) => {
    try {
      const created = await createSeededAccounts(url, config.runtime.firebase.projectId);
      console.log(
        `  Sign-in is ready (Firebase Auth Emulator at ${url}; ${created} seeded doctor and operator accounts, see README).`,
      );
    } catch (error) {
      console.error(
        `  Sign-in is ready, but the seeded doctor and operator accounts are missing: ${(error as Error).message}`,
      );
    }
  };
  try {
    inbox = await inboxStarting;
    if (usesLocalInbox && config.email.inboxUrl)
      console.log(
        `  Email goes to the local inbox at ${inbox?.url ?? config.email.inboxUrl} (MailDev); nothing leaves this machine.`,
      );
  } catch (error) {
    console.error(`  The local inbox is unavailable: ${(error as Error).message}; email waits in the outbox.`);
  }
  if (emulator) {
    console.log('  Sign-in is starting in the background (Firebase Auth Emulator); the storefront works meanwhile.');
    emulator.ready.then(
      () => signInReady(emulator!.url),
      (error: Error) => console.error(`  Sign-in is unavailable: ${error.message}`),
    );
  } else if (config.runtime.authEmulatorUrl) {
    const url = config.runtime.authEmulatorUrl;
    if (await isAuthEmulatorUp(url)) await signInReady(url);
    else console.log(`  Sign-in is unavailable: no Firebase Auth Emulator answers at ${url}.`);
  }
  console.log('  Press Ctrl-C to stop.\n');
}

void main();
