// A parameterised query sent to PGlite in one trip, as node-postgres sends one to a server: Parse,
// Bind, Describe, Execute and Sync together. PGlite's own `query` crosses into its WASM six times
// (it first asks the statement's parameter types, to serialise each value by type); here each
// value goes as text by its JavaScript type, node-postgres's way (`prepareValue`), and PostgreSQL
// infers the parameters' types from the statement, as it does for the same SQL on a server. A
// search statement's trip costs about 0.15–0.25 ms less (docs/bench.md).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils';

const { serialize } = protocol;

/** A value as node-postgres sends it; a Date as PGlite's own serialiser writes it (UTC). */
function asParameter(value: unknown): string | Uint8Array | null {
  return value instanceof Date ? value.toISOString() : (pgUtils.prepareValue(value) as string | Uint8Array | null);
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** As `database.query`: the rows and fields, or the database's error (thrown once Sync has ended the statement). */
export function queryInOneTrip<T>(
  database: PGlite,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
): Promise<Results<T>> {
  const message = concatenated([
    serialize.parse({ text }),
    serialize.bind({ values: params.map(asParameter) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  return database.runExclusive(async () => {
    const { messages } = await database.execProtocol(message);
    return parse.parseResults(messages, database.parsers, options)[0] as Results<T>;
  });
}
