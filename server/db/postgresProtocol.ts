// Messages between the server's thread and the PostgreSQL client's thread (./postgresWorker).
export interface PostgresWorkerData {
  connectionString: string;
  /** Connections in the pool. */
  max: number;
}

export type PostgresRequest = { id: number } & (
  | {
      op: 'query';
      /** The checked-out connection of a transaction; none: any pooled connection. */
      connection?: number;
      text: string;
      values: unknown[];
      rowMode?: 'array';
    }
  | { op: 'connect' }
  /** Passes on every NOTIFY on `channel` as a notice (DatabaseNotice). */
  | { op: 'listen'; channel: string }
  | { op: 'release'; connection: number; broken: boolean }
  | { op: 'close' }
);

/** A result whose values are still PostgreSQL's text: the server's thread parses them. */
export interface RawResult {
  command: string;
  rowCount: number | null;
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
}

/** `id` 0 answers the start. */
export interface PostgresResponse {
  id: number;
  result?: unknown;
  error?: Record<string, unknown>;
}
