// The server's entry: configuration, database, app, listen, and a clean shutdown.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createTokenVerifier, UnsafeEmulatorError } from './auth/tokens';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import type { Database, Db } from './db/client';
import { DataDirInUseError } from './db/dataDir';
import { openConfiguredDatabase } from './db/open';
import { createPaymentGateway } from './payments';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  /** The database the server serves from (the browser tests' harness reaches it through this). */
  db: Db;
  close(): Promise<void>;
}

/** Opens the configured database (unless `opened` is given: npm start opens it while it builds) and listens. */
export async function startServer(
  config: ServerConfig = loadConfig(process.env, PROJECT_ROOT),
  opened?: Database,
): Promise<RunningServer> {
  const verifyToken = createTokenVerifier(config.runtime.firebase.projectId);
  const database = opened ?? (await openConfiguredDatabase(config, (line) => console.log(line)));
  const app = await buildApp({
    db: database.db,
    config,
    verifyToken,
    gateway: createPaymentGateway(config, database.db),
    listen: database.listen,
    sharedRateLimits: database.kind === 'postgres',
    logger: { level: config.logLevel },
  });
  let url: string;
  try {
    url = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: url.replace('0.0.0.0', '127.0.0.1'),
    db: database.db,
    close: () => (closing ??= app.close().then(() => database.close())),
  };
}

export function explainStartFailure(error: unknown): string {
  if (error instanceof DataDirInUseError || error instanceof UnsafeEmulatorError || error instanceof ConfigError)
    return error.message;
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    return `Port ${(error as { port?: number }).port ?? ''} is in use. Set PORT to another port.`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().then(
    (server) => {
      console.log(`Ojas API listening on ${server.url}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(explainStartFailure(error));
      process.exit(1);
    },
  );
}
