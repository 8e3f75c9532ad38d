// Operator scripts open the database the server uses (DATABASE_URL, else DATA_DIR's embedded
// PGlite) the same way, and close it whatever happens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openConfiguredDatabase } from '../../server/db/open';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function withConfiguredDatabase<T>(
  run: (database: Database, config: ServerConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig(process.env, ROOT);
  const database = await openConfiguredDatabase(config, (line) => console.log(line));
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
}
