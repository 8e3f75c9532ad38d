// The database the server runs on: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
import path from 'node:path';
import { openPglite, openPostgres, type Database } from './client';
import { ensureDirectory, lockDataDir } from './dataDir';
import { seedDatabase } from './seed';
import { ensureSeededOperator } from './seed/operatorAccount';

export interface DatabaseSettings {
  databaseUrl?: string;
  dataDir: string;
}

async function prepare(database: Database): Promise<boolean> {
  await database.migrate();
  return seedDatabase(database.db);
}

export async function openConfiguredDatabase(
  settings: DatabaseSettings,
  log: (line: string) => void,
): Promise<Database> {
  if (settings.databaseUrl) {
    const database = await openPostgres(settings.databaseUrl);
    if (await prepare(database)) log('Seeded the PostgreSQL database with the Ojas catalogue');
    return database;
  }
  const release = lockDataDir(settings.dataDir);
  try {
    const pgdata = path.join(settings.dataDir, 'pgdata');
    const created = await ensureDirectory(pgdata, async (staging) => {
      const fresh = await openPglite({ dataDir: staging });
      await prepare(fresh);
      await fresh.close();
    });
    if (created) log(`Created and seeded the embedded database in ${pgdata}`);
    const database = await openPglite({ dataDir: pgdata });
    await prepare(database); // applies migrations added since the directory was created
    // A local directory made before the operator's desk existed gets its seeded operator too.
    await ensureSeededOperator(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
