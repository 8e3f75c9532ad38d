import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, ensureDirectory, lockDataDir } from '../../server/db/dataDir';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-datadir-'));

describe('embedded data directory', () => {
  it('lets one live process hold the lock and refuses another', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Ojas server/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates a directory atomically: a failed build leaves nothing in place', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'pgdata');
    await expect(
      ensureDirectory(target, async (staging) => {
        fs.mkdirSync(staging);
        fs.writeFileSync(path.join(staging, 'half'), 'x');
        throw new Error('crash while seeding');
      }),
    ).rejects.toThrow('crash while seeding');
    expect(fs.existsSync(target)).toBe(false);
    expect(await ensureDirectory(target, async (staging) => fs.mkdirSync(staging))).toBe(true);
    expect(
      await ensureDirectory(target, async () => {
        throw new Error('must not run');
      }),
    ).toBe(false);
  });
});
