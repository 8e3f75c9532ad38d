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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock file; refuses while a live process holds it. Returns the release. */
export function lockDataDir(root: string): () => void {
  fs.mkdirSync(root, { recursive: true });
  const lockPath = path.join(root, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(root, holder);
      }
      fs.rmSync(lockPath, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${root}`);
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
