// The PostgreSQL pool in its own thread (./postgresWorker), behind the part of node-postgres's
// Pool that drizzle uses: query(config, values), connect() → { query, release }, end(). Values
// come back as text and are parsed here with the parsers the caller chose, as node-postgres would.
import pg from 'pg';
import { DatabaseThread } from './databaseThread';
import type { PostgresRequest, PostgresWorkerData, RawResult } from './postgresProtocol';

/** What drizzle passes to `query`: the SQL, and how to read the answer. */
interface QueryConfig {
  text: string;
  rowMode?: 'array';
  types?: { getTypeParser(typeId: number, format: 'text'): (value: string) => unknown };
}

function parseRows(result: RawResult, config: QueryConfig): pg.QueryResult {
  const parserOf = (typeId: number) =>
    config.types ? config.types.getTypeParser(typeId, 'text') : pg.types.getTypeParser(typeId, 'text');
  const columns = result.fields.map((field, index) => ({
    key: config.rowMode === 'array' ? index : field.name,
    parse: parserOf(field.dataTypeID),
  }));
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  return { ...result, oid: 0, fields: result.fields as pg.FieldDef[] } as pg.QueryResult;
}

/** Its name says Pool: drizzle checks out a connection for a transaction only from a pool. */
export class PostgresPoolThread {
  readonly #thread: DatabaseThread<PostgresRequest>;

  private constructor(thread: DatabaseThread<PostgresRequest>) {
    this.#thread = thread;
  }

  static async start(workerData: PostgresWorkerData): Promise<PostgresPoolThread> {
    return new PostgresPoolThread(
      await DatabaseThread.start<PostgresRequest>(
        'PostgreSQL client',
        new URL('./postgresWorker.ts', import.meta.url),
        workerData,
      ),
    );
  }

  async #query(connection: number | undefined, config: QueryConfig | string, values: unknown[] = []) {
    const query = typeof config === 'string' ? { text: config } : config;
    const result = await this.#thread.send<RawResult | RawResult[]>({
      op: 'query',
      connection,
      text: query.text,
      values,
      rowMode: query.rowMode,
    });
    return Array.isArray(result) ? result.map((each) => parseRows(each, query)) : parseRows(result, query);
  }

  query(config: QueryConfig | string, values?: unknown[]) {
    return this.#query(undefined, config, values);
  }

  /** A connection of its own, for a transaction, until `release`. */
  async connect() {
    const connection = await this.#thread.send<number>({ op: 'connect' });
    return {
      query: (config: QueryConfig | string, values?: unknown[]) => this.#query(connection, config, values),
      release: (error?: Error | boolean) =>
        void this.#thread.send({ op: 'release', connection, broken: Boolean(error) }).catch(() => {}),
    };
  }

  /** Has the thread LISTEN on `channel` and pass each NOTIFY on as a notice. */
  async listen(channel: string): Promise<void> {
    await this.#thread.send({ op: 'listen', channel });
  }

  onNotice(listener: (channel: string) => void): () => void {
    return this.#thread.onNotice(listener);
  }

  async end(): Promise<void> {
    await this.#thread.send({ op: 'close' });
    await this.#thread.terminate();
  }
}
