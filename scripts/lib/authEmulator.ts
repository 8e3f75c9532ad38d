// Starts the Firebase Auth Emulator (project demo-ojas) in the background and tells when it
// answers. Accounts persist in `exportDir` between runs when one is given. It listens where
// firebase.json says (127.0.0.1:9099) unless given another port: `npm test` gives each run its
// own, so two runs on one machine never share (or stop) each other's emulator.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AuthEmulator {
  url: string;
  /** Its process group's id (it runs in a group of its own); undefined when it could not start. */
  pid: number | undefined;
  ready: Promise<void>;
  stop(): Promise<void>;
}

const AUTH_EMULATOR_HOST = '127.0.0.1';
const AUTH_EMULATOR_PORT = 9099;
const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`;
/** A loaded 2-core machine can take minutes; an emulator not up by then is stopped. */
const READY_TIMEOUT_MS = 420_000;

export async function isAuthEmulatorUp(url = AUTH_EMULATOR_URL): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await isAuthEmulatorUp(url)) return;
    if (exited()) throw new Error('The Firebase Auth Emulator stopped before it was ready (see firebase-debug.log).');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The Firebase Auth Emulator did not start in time.');
}

export function startAuthEmulator(options: {
  root: string;
  projectId: string;
  exportDir?: string;
  logFile: string;
  /** Another port than firebase.json's; the emulator's hub and logger then take free ports too. */
  port?: number;
  /** Start at a lower CPU priority (npm start: its first pages come first). */
  lowPriority?: boolean;
}): AuthEmulator {
  const port = options.port ?? AUTH_EMULATOR_PORT;
  const url = `http://${AUTH_EMULATOR_HOST}:${port}`;
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    port === AUTH_EMULATOR_PORT ? path.join(options.root, 'firebase.json') : configForPort(options.root, port),
  ];
  if (options.exportDir) {
    if (fs.existsSync(options.exportDir)) args.push('--import', options.exportDir);
    args.push('--export-on-exit', options.exportDir);
  }
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(path.join(options.root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: options.root,
    detached: true, // its own process group, so we decide when it stops and it can export first
    stdio: ['ignore', log, log],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '' },
  });
  // Its start takes tens of seconds of CPU: at a lower priority it uses what the build, the
  // database and the first pages leave spare, instead of slowing them down.
  if (options.lowPriority && child.pid !== undefined) os.setPriority(child.pid, 10);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGINT');
    const killer = setTimeout(() => {
      if (!exited) process.kill(-child.pid!, 'SIGKILL');
    }, 15_000);
    await exit;
    clearTimeout(killer);
  };
  // One that never became ready is stopped, so it cannot outlive the run that gave up on it.
  const ready = waitUntilUp(url, () => exited).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, pid: child.pid, ready, stop };
}

/** firebase.json with the auth emulator on `port`, written to a folder of its own. */
function configForPort(root: string, port: number): string {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    emulators: { auth: { port: number } };
  };
  config.emulators.auth.port = port;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-auth-emulator-')), 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}
