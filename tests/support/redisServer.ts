// A private Redis for a test: Debian's redis-server on a free port, keeping nothing on disk, stopped
// with the test. `redisServerInstalled()` says whether the binary is there (a test skips without it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/freePort';

const BINARY = 'redis-server';
const READY = 'Ready to accept connections';
const START_TIMEOUT_MS = 10_000;

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export function redisServerInstalled(): boolean {
  return !spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).error;
}

export async function startRedisServer(): Promise<RunningRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-test-redis-'));
  const server = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const log: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start in ${START_TIMEOUT_MS} ms: ${log.join('')}`)),
        START_TIMEOUT_MS,
      );
      server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${log.join('')}`)));
      for (const stream of [server.stdout!, server.stderr!])
        stream.on('data', (chunk: Buffer) => {
          log.push(chunk.toString());
          if (log.join('').includes(READY)) {
            clearTimeout(timer);
            resolve();
          }
        });
    });
  } catch (error) {
    server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
