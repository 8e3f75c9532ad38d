// The PostgreSQL client's own thread: node-postgres encodes every query, writes it to the database,
// reads and decodes the answer here, so the server's event loop keeps its time for HTTP (new
// connections are accepted one per loop turn: a busy turn makes every new client wait).
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { serializeError, yieldCpuToTheEventLoop, type DatabaseNotice } from './databaseWorker';
import type { PostgresRequest, PostgresResponse, PostgresWorkerData, RawResult } from './postgresProtocol';
import { Turns } from './turns';

/** Every value stays text: the caller's parsers are functions, which cannot cross threads. */
const KEEP_TEXT: pg.CustomTypesConfig = { getTypeParser: () => (value: string) => value };

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * One connection of its own, outside the pool, holds the LISTENs (a pooled connection would lose
 * them when handed back). When it is lost it connects again and announces every channel once: a
 * NOTIFY sent meanwhile was missed, so the listeners act as if one came.
 */
function createListener(connectionString: string, notify: (notice: DatabaseNotice) => void) {
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function connectLater(): void {
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(() => channels.forEach((channel) => notify({ notice: channel })), connectLater);
    }, RELISTEN_AFTER_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ channel }) => notify({ notice: channel }));
    next.on('error', (error) => {
      if (client !== next) return; // still connecting: connect() fails and says so
      console.warn(`PostgreSQL LISTEN connection lost: ${error.message}`);
      client = undefined;
      void next.end().catch(() => {});
      connectLater();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  return {
    async listen(channel: string): Promise<void> {
      channels.add(channel);
      if (client) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else if (!retry) await connect();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

function rawResult({ command, rowCount, rows, fields }: pg.QueryResult): RawResult {
  return { command, rowCount, rows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) };
}

/** Several statements without parameters give one result each. */
async function rawResults(client: pg.Pool | pg.PoolClient, config: pg.QueryConfig): Promise<RawResult | RawResult[]> {
  const result: pg.QueryResult | pg.QueryResult[] = await client.query(config);
  return Array.isArray(result) ? result.map(rawResult) : rawResult(result);
}

/**
 * A connection a transaction holds. node-postgres runs one query at a time on a connection and
 * only queues a second one sent meanwhile under protest (pg@9 will refuse it), so the queries a
 * caller sends at once (Promise.all on a transaction) wait for their turn here.
 */
interface HeldConnection {
  client: pg.PoolClient;
  turns: Turns;
}

async function main() {
  yieldCpuToTheEventLoop();
  const port = parentPort!;
  const { connectionString, max } = workerData as PostgresWorkerData;
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const listener = createListener(connectionString, (notice) => port.postMessage(notice));
  const connections = new Map<number, HeldConnection>();
  let nextConnection = 1;

  async function answer(request: PostgresRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const { text, values, rowMode } = request;
        const config = { text, values, rowMode, types: KEEP_TEXT } as pg.QueryConfig;
        if (request.connection === undefined) return rawResults(pool, config);
        const held = connections.get(request.connection);
        if (!held) throw new Error('The transaction is closed');
        const done = await held.turns.take();
        try {
          return await rawResults(held.client, config);
        } finally {
          done();
        }
      }
      case 'connect': {
        const connection = nextConnection++;
        connections.set(connection, { client: await pool.connect(), turns: new Turns() });
        return connection;
      }
      case 'release': {
        // Handed back once the queries already sent on it have answered.
        const held = connections.get(request.connection);
        connections.delete(request.connection);
        if (held) {
          const done = await held.turns.take();
          held.client.release(request.broken);
          done();
        }
        return null;
      }
      case 'listen':
        return listener.listen(request.channel);
      case 'close':
        await listener.close();
        return pool.end();
    }
  }

  const post = (response: PostgresResponse) => port.postMessage(response);
  post({ id: 0, result: null });
  port.on('message', (request: PostgresRequest) => {
    answer(request).then(
      (result) => {
        post({ id: request.id, result });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => post({ id: request.id, error: serializeError(error) }),
    );
  });
}

void main();
