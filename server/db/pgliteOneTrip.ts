// Parameterised queries sent to PGlite in one trip each, as node-postgres sends one to a server:
// Bind, Describe, Execute and Sync together, after a Parse the first time a statement's text is
// seen. PGlite's own `query` crosses into its WASM six times (it first asks the statement's
// parameter types, to serialise each value by type); here each value goes as text by its
// JavaScript type, node-postgres's way (`prepareValue`), and PostgreSQL infers the parameters'
// types from the statement, as it does for the same SQL on a server. A statement's text is parsed
// and analysed once and kept prepared under a name (the app sends few texts: the searches of the
// relevance set send 24), and still planned for each call's values (`plan_cache_mode`), as an
// unnamed statement is, unless its text opens with PLANNED_ONCE (./plannedOnce): then its plan is
// made at its first call and kept. Measured in docs/bench.md.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils';
import type { RowShape } from './pgliteProtocol';
import { PLANNED_ONCE } from './plannedOnce';

const { serialize } = protocol;

/** Prepared statements kept on the connection; the least recently used is closed past this. */
const KEPT_STATEMENTS = 500;
/**
 * Planning, for each call (the connection's setting) or once for a PLANNED_ONCE statement: set just
 * before it and back just after it in the same trip (after its Sync, so also when it failed; in a
 * transaction that fails, its rollback restores the setting as it was before).
 */
const PLAN_EACH_CALL = 'SET plan_cache_mode = force_custom_plan';
const PLAN_ONCE = 'SET plan_cache_mode = force_generic_plan';
/** "cached plan must not change result type": a kept statement's table gained or lost a column. */
const RESULT_TYPE_CHANGED = '0A000';

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

/** The parsers by type that parseResults reads. */
type Parsers = Parameters<typeof parse.parseResults>[1];

const keepText = (value: string) => value;

export class OneTripQueries {
  readonly #database: PGlite;
  /**
   * The database's parsers with text kept for the given types, made once per list of types: PGlite's
   * parseResults merges its 368 for each call it is given parsers (0.2 ms a statement). The
   * database's are complete once it has started (it adds array types' parsers then).
   */
  readonly #parsersByTextTypes = new Map<string, Parsers>();
  /** Statement names by text, least recently used first. */
  readonly #names = new Map<string, string>();
  #named = 0;

  private constructor(database: PGlite) {
    this.#database = database;
  }

  /** Each call's values still choose its plan, as for an unnamed statement: a plan made for no values could read a whole index. */
  static async over(database: PGlite): Promise<OneTripQueries> {
    await database.exec(PLAN_EACH_CALL);
    return new OneTripQueries(database);
  }

  /** As `database.query`: the rows and fields, or the database's error (thrown once Sync has ended the statement). */
  query<T>(text: string, params: readonly unknown[], shape: RowShape): Promise<Results<T>> {
    return this.#database.runExclusive(async () => {
      const values = params.map(asParameter);
      try {
        return await this.#run<T>(text, values, shape);
      } catch (error) {
        // A statement prepared before a table it reads changed shape: prepared again, once.
        if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
        return this.#run<T>(text, values, shape);
      }
    });
  }

  async #run<T>(text: string, values: (string | Uint8Array | null)[], shape: RowShape): Promise<Results<T>> {
    const once = text.startsWith(PLANNED_ONCE);
    const parts: Uint8Array[] = once ? [serialize.query(PLAN_ONCE)] : [];
    let name = this.#names.get(text);
    if (name === undefined) {
      name = `ojas_${(this.#named += 1)}`;
      parts.push(serialize.parse({ text, name }));
    }
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
      ...(once ? [serialize.query(PLAN_EACH_CALL)] : []),
    );
    let messages;
    try {
      ({ messages } = await this.#database.execProtocol(concatenated(parts)));
    } catch (error) {
      // A statement that failed is not kept (it may not have been prepared, or no longer fit its tables).
      this.#names.delete(text);
      await this.#close(name);
      throw error;
    }
    await this.#used(text, name);
    // One result a statement: the setting's, then this statement's.
    const parsers = this.#parsersKeepingText(shape.textTypes);
    return parse.parseResults(messages, parsers, { rowMode: shape.rowMode })[once ? 1 : 0] as Results<T>;
  }

  #parsersKeepingText(textTypes: readonly number[]): Parsers {
    const key = textTypes.join(',');
    let parsers = this.#parsersByTextTypes.get(key);
    if (!parsers) {
      parsers = { ...this.#database.parsers, ...Object.fromEntries(textTypes.map((type) => [type, keepText])) };
      this.#parsersByTextTypes.set(key, parsers);
    }
    return parsers;
  }

  /** Marks the statement most recently used, closing the least recently used one past the limit. */
  async #used(text: string, name: string): Promise<void> {
    this.#names.delete(text);
    this.#names.set(text, name);
    if (this.#names.size <= KEPT_STATEMENTS) return;
    const [oldest, oldestName] = this.#names.entries().next().value!;
    this.#names.delete(oldest);
    await this.#close(oldestName);
  }

  /**
   * Closing a statement that does not exist is no error. Best effort: a Close that fails only
   * leaves a statement prepared, and must never replace the error of the statement that failed or
   * fail a query that succeeded.
   */
  async #close(name: string): Promise<void> {
    await this.#database
      .execProtocol(concatenated([serialize.close({ type: 'S', name }), serialize.sync()]))
      .catch(() => undefined);
  }
}
