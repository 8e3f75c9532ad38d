// Messages between the server's thread and the embedded database's thread (./pgliteWorker).
import type { QueryOptions } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: QueryOptions['rowMode']; textTypes: number[] }
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
