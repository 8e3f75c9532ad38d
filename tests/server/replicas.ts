// Replicas of the real server for the scale test. On PostgreSQL: child processes of server/main.ts
// on one fresh copy of the seeded database, each with its own pool, caches and timers, as in
// production. On PGlite (one process owns its data directory): one server in this
// process over a fresh copy. Either way the test gets their addresses and its own database handle.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { startServer, PROJECT_ROOT, type RunningServer } from '../../server/main';
import { EMULATOR_HOST } from '../support/authEmulator';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** How long a replica may take to start (tsx compiles the server in each child). */
const START_TIMEOUT_MS = 90_000;
const NO_SPA = path.resolve('.test-data', 'no-spa');
/** The sandbox's webhooks fall due this long after a payment, so a replica killed right after one has not delivered them. */
export const REPLICA_WEBHOOK_DELAY_MS = 1_500;

export interface Replica {
  url: string;
  /** Ends the replica at once, as a crash or `kill -9` would (child processes only). */
  killHard?(): void;
  stop(): Promise<void>;
}

export interface ReplicaSet {
  replicas: Replica[];
  /** The test's own handle on the replicas' database. */
  database: TestDatabase;
  close(): Promise<void>;
}

function startChild(databaseUrl: string): Promise<Replica> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SPA_DIR: NO_SPA,
      LOG_LEVEL: 'warn',
      SANDBOX_WEBHOOK_DELAY_MS: String(REPLICA_WEBHOOK_DELAY_MS),
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`A replica did not start in ${START_TIMEOUT_MS} ms: ${errors.join('')}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`A replica exited (${code}) before listening: ${errors.join('')}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (!listening) return;
      clearTimeout(timer);
      resolve({
        url: listening[1]!,
        killHard: () => child.kill('SIGKILL'),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

async function startInProcess(database: Database): Promise<Replica> {
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      SPA_DIR: NO_SPA,
      LOG_LEVEL: 'warn',
      SANDBOX_WEBHOOK_DELAY_MS: String(REPLICA_WEBHOOK_DELAY_MS),
    },
    PROJECT_ROOT,
  );
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  // The server closes the database it was given: it gets a view whose close leaves it to the test.
  const server: RunningServer = await startServer(config, { ...database, close: async () => {} });
  return { url: server.url, stop: () => server.close() };
}

/** `count` replicas on PostgreSQL, or one on PGlite (whatever `count` says). */
export async function startReplicas(count: number): Promise<ReplicaSet> {
  const database = await createTestDatabase();
  const replicas =
    database.url !== undefined
      ? await Promise.all(Array.from({ length: count }, () => startChild(database.url!)))
      : [await startInProcess(database)];
  return {
    replicas,
    database,
    close: async () => {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await database.close();
    },
  };
}
