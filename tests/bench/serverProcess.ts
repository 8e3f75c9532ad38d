// The server as `npm start` runs it, in a child process on a free port (the shared Auth Emulator
// named by FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099), for the benchmarks that must not share a process with the server.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/freePort';
import { PROJECT_ROOT } from '../../server/main';
import { EMULATOR_HOST } from '../support/authEmulator';

/** Runs a TypeScript entry of the project with tsx in a child process, as `npm start` does. */
export function spawnTsx(
  entry: string,
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(PROJECT_ROOT, entry)],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, ...env },
      stdio,
    },
  );
}

export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawnTsx('server/main.ts', { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start in time');
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The `data` of a GET reply from the running server (the bench discovers items and posts with it). */
export async function apiData<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
