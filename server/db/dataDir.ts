// The embedded database's directory: one process at a time (PGlite does not stop a second
// one, which corrupts data), and a fresh directory appears only once it is complete.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Ojas server (pid ${pid}). Stop that server first, or set DATA_DIR to another directory.`,
    );
  }
}

/** How long a start may spend taking over a stale lock before it gives up. */
const LOCK_TIMEOUT_MS = 10_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names: 'missing' when there is no file, 'garbage' when it names none. */
function holderOf(file: string): number | 'missing' | 'garbage' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : 'garbage';
}

/** A lock file that exists but whose holder is gone (or that names nobody). */
const isStale = (file: string) => {
  const holder = holderOf(file);
  if (holder === 'missing') return false;
  return holder === 'garbage' || (holder !== process.pid && !isRunning(holder));
};

/**
 * Creates `file` holding this process's pid, atomically: a hard link either appears whole or
 * fails because the file exists, so nobody ever reads a half-written lock.
 */
function createLock(file: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a lock left by a process that died. Only the holder of the takeover lock may remove
 * it, and only after reading it again under that lock, so two starting servers can never both
 * remove a stale lock and each take the directory.
 */
function removeStaleLock(lockPath: string): void {
  const takeover = `${lockPath}.takeover`;
  if (!createLock(takeover)) {
    // Another server is taking over; a takeover lock whose holder died is cleared for the next try.
    if (isStale(takeover)) fs.rmSync(takeover, { force: true });
    return;
  }
  try {
    if (isStale(lockPath)) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Takes the directory's lock file; refuses while a live process holds it. Returns the release. */
export function lockDataDir(root: string): () => void {
  fs.mkdirSync(root, { recursive: true });
  const lockPath = path.join(root, 'server.lock');
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (createLock(lockPath)) return () => fs.rmSync(lockPath, { force: true });
    const holder = holderOf(lockPath);
    if (typeof holder === 'number' && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(root, holder);
    }
    removeStaleLock(lockPath);
  }
  throw new Error(`Could not lock ${root}: its lock file keeps changing hands`);
}

/**
 * Makes sure `target` exists, building it with `create` in a sibling directory that is renamed
 * into place only when complete, so a crash never leaves a half-built database behind.
 */
export async function ensureDirectory(target: string, create: (dir: string) => Promise<void>): Promise<boolean> {
  if (fs.existsSync(target)) return false;
  const staging = `${target}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await create(staging);
  fs.renameSync(staging, target);
  return true;
}
