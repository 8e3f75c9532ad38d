// The embedded database in its own thread (./pgliteWorker), behind the part of PGlite's interface
// drizzle and this code use: query, exec, transaction, dumpDataDir, close. PGlite is one
// connection, so a transaction holds it: other callers' queries wait until it commits or rolls back.
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { DatabaseThread } from './databaseThread';
import type { PgliteRequest, PgliteWorkerData } from './pgliteProtocol';
import { Turns } from './turns';

type Parser = (value: string, type: number) => unknown;

/** Runs the caller's parsers here, on the values the worker kept as text. */
function parseColumns(results: Results, rowMode: QueryOptions['rowMode'], parsers: QueryOptions['parsers']): Results {
  const columns = new Map<string | number, { parse: Parser; type: number }>();
  results.fields.forEach((field, index) => {
    const parse = parsers?.[field.dataTypeID] as Parser | undefined;
    if (parse) columns.set(rowMode === 'array' ? index : field.name, { parse, type: field.dataTypeID });
  });
  if (columns.size === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const [key, { parse, type }] of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
  return results;
}

export class PgliteThread {
  readonly #thread: DatabaseThread<PgliteRequest>;
  readonly #turns = new Turns();

  private constructor(thread: DatabaseThread<PgliteRequest>) {
    this.#thread = thread;
  }

  /** Opens PGlite on `dataDir`, or in memory (optionally loaded from a dump), in a new thread. */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const workerData: PgliteWorkerData = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    };
    return new PgliteThread(
      await DatabaseThread.start<PgliteRequest>(
        'embedded database',
        new URL('./pgliteWorker.ts', import.meta.url),
        workerData,
        workerData.loadDataDir ? [workerData.loadDataDir] : [],
      ),
    );
  }

  async #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    const results = await this.#thread.send<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
    return parseColumns(results as Results, options.rowMode, options.parsers) as Results<T>;
  }

  /** Sends one request once no transaction holds the connection. */
  async #inTurn<T>(send: () => Promise<T>): Promise<T> {
    const release = await this.#turns.take();
    const reply = send();
    release();
    return reply;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#inTurn(() => this.#thread.send<Results[]>({ op: 'exec', sql }));
  }

  /** As PGlite's own: BEGIN, the callback's queries, then COMMIT, or ROLLBACK if it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const release = await this.#turns.take();
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const exec = (sql: string) => this.#thread.send<Results[]>({ op: 'exec', sql });
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(sql, params, options);
      },
      exec: (sql: string) => {
        open();
        return exec(sql);
      },
      rollback: async () => {
        open();
        await exec('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      await exec('BEGIN');
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await exec('COMMIT');
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await exec('ROLLBACK');
      }
      throw error;
    } finally {
      release();
    }
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#inTurn(() => this.#thread.send<ArrayBuffer>({ op: 'dump' }))]);
  }

  /** Has the thread LISTEN on `channel` and pass each NOTIFY on as a notice. */
  async listen(channel: string): Promise<void> {
    await this.#inTurn(() => this.#thread.send({ op: 'listen', channel }));
  }

  onNotice(listener: (channel: string) => void): () => void {
    return this.#thread.onNotice(listener);
  }

  async close(): Promise<void> {
    await this.#inTurn(() => this.#thread.send({ op: 'close' }));
    await this.#thread.terminate();
  }
}
