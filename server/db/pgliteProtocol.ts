// Messages between the server's thread and the embedded database's thread (./pgliteWorker).
import type { QueryOptions } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

/**
 * How a query's rows come back: as objects or arrays, and the types whose values stay text, which
 * the caller parses itself (parsers are functions and cannot cross threads).
 */
export interface RowShape {
  rowMode: QueryOptions['rowMode'];
  textTypes: readonly number[];
}

export type PgliteRequest = { id: number } & (
  | ({ op: 'query'; sql: string; params: unknown[] } & RowShape)
  | { op: 'exec'; sql: string }
  /** Passes on every NOTIFY on `channel` as a notice (DatabaseNotice). */
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
);

/** `id` 0 answers the start. */
export interface PgliteResponse {
  id: number;
  result?: unknown;
  error?: Record<string, unknown>;
}
