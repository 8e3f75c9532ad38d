// A database's own worker thread (./pgliteWorker, ./postgresWorker) seen from the server's thread:
// numbered requests go out, each answer or error comes back to the caller that sent it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DatabaseNotice } from './databaseWorker';

/** A request as its sender writes it: the thread numbers it. */
export type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/** `id` 0 answers the start. */
interface Response {
  id: number;
  result?: unknown;
  error?: Record<string, unknown>;
}

/** tsx's ESM API (its package maps `tsx/esm/api` to index.mjs for import, index.cjs for require). */
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

/** The worker is TypeScript: it loads through tsx, whether or not this thread runs under tsx. */
const bootOf = (workerUrl: URL) =>
  `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl.href)}, ${JSON.stringify(workerUrl.href)}))`;

function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  return Object.assign(error, fields);
}

export class DatabaseThread<Request extends { id: number }> {
  readonly #worker: Worker;
  readonly #noticeListeners = new Set<(channel: string) => void>();
  readonly #pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  /** Why the thread stopped, once it has: later requests fail at once instead of waiting forever. */
  #stopped: Error | undefined;

  private constructor(worker: Worker, name: string) {
    this.#worker = worker;
    worker.on('message', (message: Response | DatabaseNotice) => {
      if ('notice' in message) {
        for (const listener of this.#noticeListeners) listener(message.notice);
        return;
      }
      const { id, result, error } = message;
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
    worker.on('exit', (code) => failAll(new Error(`The ${name} stopped (exit code ${code})`)));
  }

  /** Starts `workerUrl` in a new thread and waits for its first answer (id 0). */
  static async start<R extends { id: number }>(
    name: string,
    workerUrl: URL,
    workerData: unknown,
    transferList: ArrayBuffer[] = [],
  ): Promise<DatabaseThread<R>> {
    const worker = new Worker(bootOf(workerUrl), { eval: true, workerData, transferList });
    const thread = new DatabaseThread<R>(worker, name);
    const started = new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    try {
      await started;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  send<T>(request: Unnumbered<Request>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** Calls `listener` with the channel of every notice the thread passes on; returns how to stop. */
  onNotice(listener: (channel: string) => void): () => void {
    this.#noticeListeners.add(listener);
    return () => this.#noticeListeners.delete(listener);
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }
}
