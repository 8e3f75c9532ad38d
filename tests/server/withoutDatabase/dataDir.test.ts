import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, ensureDirectory, lockDataDir } from '../../../server/db/dataDir';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-datadir-'));

/** server/db/dataDir.ts as a plain ES module (it imports only Node's own modules). */
async function compiledDataDirModule(): Promise<string> {
  const source = path.resolve(import.meta.dirname, '../../../server/db/dataDir.ts');
  const { code } = await transformWithEsbuild(fs.readFileSync(source, 'utf8'), source, { format: 'esm' });
  const compiled = path.join(tempDir(), 'dataDir.mjs');
  fs.writeFileSync(compiled, code);
  return compiled;
}

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

  it('gives a stale lock to exactly one of 100 servers starting at the same instant', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const goFile = path.join(dir, 'go');
    const contender = path.resolve(import.meta.dirname, 'fixtures/lockContender.mjs');
    const dataDirModule = await compiledDataDirModule();
    const children = Array.from({ length: 100 }, () =>
      spawn(process.execPath, [contender, dataDirModule, dir, goFile], { stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    const said = children.map(
      (child) =>
        new Promise<string[]>((resolve) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (/locked|refused|failed/.test(out)) resolve(out.trim().split('\n'));
          });
          child.on('close', () => resolve(out.trim().split('\n')));
        }),
    );
    // A contender that dies before it is ready fails the test at once instead of leaving it waiting.
    const ready = children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.stdout.once('data', () => resolve());
          child.once('close', (code) => reject(new Error(`a contender exited (${code}) before it was ready`)));
        }),
    );
    try {
      await Promise.all(ready);
      fs.writeFileSync(goFile, '');
      const outcomes = (await Promise.all(said)).map((lines) => lines.at(-1) ?? '(nothing)');
      expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== 'locked' && outcome !== 'refused')).toEqual([]);
    } finally {
      for (const child of children) child.kill('SIGKILL');
    }
  }, 120_000);

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
