// The embedded database in its own thread (./pgliteWorker), behind the part of PGlite's interface
// drizzle and this code use: query, exec, transaction, dumpDataDir, close. PGlite is one
// connection, so a transaction holds it: other callers' queries wait until it commits or rolls back.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteRequest, PgliteResponse, PgliteWorkerData } from './pgliteProtocol';

type Parser = (value: string, type: number) => unknown;
type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./pgliteWorker.ts', import.meta.url).href;
/** tsx's ESM API (its package maps `tsx/esm/api` to index.mjs for import, index.cjs for require). */
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
/** The worker is TypeScript: it loads through tsx, whether or not this thread runs under tsx. */
const WORKER_BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  return Object.assign(error, fields);
}

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

/** A first-come, first-served lock: one holder at a time, the others wait in order. */
class Turns {
  #last: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    const previous = this.#last;
    let release!: () => void;
    this.#last = new Promise((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  readonly #turns = new Turns();
  #nextId = 1;
  /** Why the thread stopped, once it has: later requests fail at once instead of waiting forever. */
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', ({ id, result, error }: PgliteResponse) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (error) pending?.reject(toError(error));
      else pending?.resolve(result);
    });
    const failAll = (error: Error) => {
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The embedded database stopped (exit code ${code})`)));
  }

  /** Opens PGlite on `dataDir`, or in memory (optionally loaded from a dump), in a new thread. */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const workerData: PgliteWorkerData = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    };
    const worker = new Worker(WORKER_BOOT, {
      eval: true,
      workerData,
      transferList: workerData.loadDataDir ? [workerData.loadDataDir] : [],
    });
    const thread = new PgliteThread(worker);
    const started = new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    try {
      await started;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    const results = await this.#send<Results<T>>({
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
    return this.#inTurn(() => this.#send<Results[]>({ op: 'exec', sql }));
  }

  /** As PGlite's own: BEGIN, the callback's queries, then COMMIT, or ROLLBACK if it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const release = await this.#turns.take();
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const exec = (sql: string) => this.#send<Results[]>({ op: 'exec', sql });
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
    return new Blob([await this.#inTurn(() => this.#send<ArrayBuffer>({ op: 'dump' }))]);
  }

  async close(): Promise<void> {
    await this.#inTurn(() => this.#send({ op: 'close' }));
    await this.#worker.terminate();
  }
}
