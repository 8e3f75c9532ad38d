// The embedded database's own thread: PGlite (WASM) runs every query here, so a slow query never
// blocks the server's event loop. It answers the requests of ./pgliteThread one at a time, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { serializeError, yieldCpuToTheEventLoop, type DatabaseNotice } from './databaseWorker';
import { OneTripQueries } from './pgliteOneTrip';
import type { PgliteRequest, PgliteResponse, PgliteWorkerData } from './pgliteProtocol';

/** Extensions the migrations create; PGlite loads their code at start (search: levenshtein). */
const PGLITE_EXTENSIONS = { btree_gist, fuzzystrmatch };

/** Channels this thread LISTENs to. */
const listening = new Set<string>();

async function answer(
  database: PGlite,
  queries: OneTripQueries,
  request: PgliteRequest,
  notify: (notice: DatabaseNotice) => void,
): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return queries.query(request.sql, request.params, request);
    case 'exec':
      return database.exec(request.sql);
    case 'listen': {
      // One notice per NOTIFY however many listeners asked (the server's thread fans it out).
      const { channel } = request;
      if (!listening.has(channel)) await database.listen(channel, () => notify({ notice: channel }));
      listening.add(channel);
      return null;
    }
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      return dump.arrayBuffer();
    }
    case 'close':
      return database.close();
  }
}

async function main() {
  yieldCpuToTheEventLoop();
  const port = parentPort!;
  const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
  // A dump is moved, not copied.
  const post = (response: PgliteResponse) =>
    port.postMessage(response, response.result instanceof ArrayBuffer ? [response.result] : []);
  let database: PGlite;
  let queries: OneTripQueries;
  try {
    database = await PGlite.create({
      dataDir,
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
      extensions: PGLITE_EXTENSIONS,
    });
    queries = await OneTripQueries.over(database);
  } catch (error) {
    post({ id: 0, error: serializeError(error) });
    return;
  }
  post({ id: 0, result: null });
  port.on('message', (request: PgliteRequest) => {
    answer(database, queries, request, (notice) => port.postMessage(notice)).then(
      (result) => {
        post({ id: request.id, result });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => post({ id: request.id, error: serializeError(error) }),
    );
  });
}

void main();
