// Test runs started without `npm test` (a developer's `npx vitest run`, or two of them side by
// side) share the Auth Emulator at one address. Each run holds a lease, a file named by its
// process id, while it uses the emulator; an emulator a run started is stopped by the last run to
// leave, not by the one that started it, so a run that ends first never stops it under another.
// One started by anything else (`npm start`, a developer's shell) is never stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A started emulator: its process group and when it answers. */
export interface StartedEmulator {
  pid: number | undefined;
  ready: Promise<void>;
}

export interface LeaseOptions {
  /** Runs that share an address share a name (the port), and so one folder of leases. */
  name: string;
  isUp(): Promise<boolean>;
  start(): StartedEmulator;
  /** Who holds the lease: this process unless told (a test holds two from one process). */
  holder?: string;
  /** Where the leases live: the system's temporary folder unless told. */
  folder?: string;
}

const LOCK_WAIT_MS = 600_000;
const STOP_WAIT_MS = 15_000;
const UNSIGNED_LOCK_MS = 5_000;
const EMULATOR_PID_FILE = 'emulator-pid';

/** Joins (or starts) the shared emulator; gives the way to leave. */
export async function leaseEmulator(options: LeaseOptions): Promise<() => Promise<void>> {
  const folder = path.join(options.folder ?? os.tmpdir(), `ojas-auth-emulator-${options.name}`);
  const holder = options.holder ?? String(process.pid);
  fs.mkdirSync(folder, { recursive: true });
  const leaseFile = path.join(folder, `lease-${holder}`);
  await withLock(folder, async () => {
    fs.writeFileSync(leaseFile, '');
    if (await options.isUp()) return;
    const started = options.start();
    try {
      await started.ready;
    } catch (error) {
      fs.rmSync(leaseFile, { force: true });
      throw error;
    }
    if (started.pid !== undefined) fs.writeFileSync(path.join(folder, EMULATOR_PID_FILE), String(started.pid));
  });
  return () =>
    withLock(folder, async () => {
      fs.rmSync(leaseFile, { force: true });
      if (liveHolders(folder).length > 0) return;
      const pidFile = path.join(folder, EMULATOR_PID_FILE);
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : undefined;
      fs.rmSync(pidFile, { force: true });
      if (pid !== undefined && isAlive(-pid)) await stopGroup(pid);
    });
}

/** Lease holders whose process still runs (a run killed before it left holds nothing). */
function liveHolders(folder: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.startsWith('lease-'))
    .filter((file) => isAlive(Number.parseInt(file.slice('lease-'.length), 10)));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Asks the group to stop (the emulator saves and exits on SIGINT), then makes it. */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, 'SIGINT');
  const deadline = Date.now() + STOP_WAIT_MS;
  while (isAlive(-pid) && Date.now() < deadline) await pause(200);
  if (isAlive(-pid)) process.kill(-pid, 'SIGKILL');
}

/** One run at a time joins or leaves: a folder made atomically, taken over if its maker died. */
async function withLock(folder: string, work: () => Promise<void>): Promise<void> {
  const lock = path.join(folder, 'lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'owner'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!lockOwnerAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`The Auth Emulator's lease lock ${lock} is held too long.`);
      else await pause(100);
    }
  }
  try {
    await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function lockOwnerAlive(lock: string): boolean {
  try {
    return isAlive(Number(fs.readFileSync(path.join(lock, 'owner'), 'utf8')));
  } catch {
    // Made but not signed: its maker is writing the owner file now, or died in between.
    try {
      return Date.now() - fs.statSync(lock).mtimeMs < UNSIGNED_LOCK_MS;
    } catch {
      return false;
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
