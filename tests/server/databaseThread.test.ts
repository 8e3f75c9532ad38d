// The database as services see it, whichever the server runs on (PGlite, and the PostgreSQL
// client, run in their own thread): values round-trip, transactions stay atomic and PostgreSQL's
// error codes reach the caller.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, inject, it, vi } from 'vitest';
import { dumpPglite, openPglite, openPostgres, rowsOf, type Database } from '../../server/db/client';
import { isDeadlock, retryingDeadlocks } from '../../server/db/constraints';
import { plannedOnce } from '../../server/db/plannedOnce';
import { media, users } from '../../server/db/schema';
import { useTestApp } from './testApp';

const { database } = useTestApp();
const db = () => database().db;

const user = (uid: string) => ({
  uid,
  fullName: 'Asha Rao',
  // One account per email address.
  email: `${uid}@example.com`,
  phone: '98450 12345',
  birthDate: '1990-04-12',
  gender: 'female',
});
const userExists = async (uid: string) => (await db().select().from(users).where(eq(users.uid, uid))).length === 1;

/** The PostgreSQL error behind drizzle's wrapper. */
async function databaseError(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const error: unknown = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  return ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;
}

describe('values', () => {
  it('round-trip: bytes, dates, numbers, JSON and arrays', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const [stored] = await db()
      .insert(media)
      .values({ key: 'tests/round-trip', contentType: 'image/webp', bytes })
      .returning();
    expect(stored!.bytes).toEqual(bytes);
    expect(stored!.createdAt).toBeInstanceOf(Date);

    const when = new Date('2024-02-29T10:11:12.345Z');
    const [row] = rowsOf<Record<string, unknown>>(
      await db().execute(
        sql`select ${when}::timestamptz as "when", ${42}::int as n, ${1.5}::float8 as x, ${JSON.stringify({ a: [1, 'b'] })}::jsonb as j, ${sql.param(['x', 'y'])}::text[] as list, ${bytes}::bytea as b`,
      ),
    );
    expect(new Date(row!.when as string).toISOString()).toBe(when.toISOString());
    expect(row).toMatchObject({ n: 42, x: 1.5, j: { a: [1, 'b'] }, list: ['x', 'y'] });
    expect(Buffer.from(row!.b as Uint8Array)).toEqual(bytes);
  });

  it('round-trip whatever text they hold, alone or in arrays, with nulls and booleans', async () => {
    // Sent as text by their JavaScript type, the statement telling their types: quotes, commas,
    // braces, backslashes, the word NULL and letters of any script must come back as they went.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.array(fc.option(fc.string({ unit: 'binary', maxLength: 8 }).map((text) => text.replace(/\0/g, ''))), {
          maxLength: 5,
        }),
        fc.boolean(),
        async (text, list, flag) => {
          const clean = text.replace(/\0/g, '');
          const [row] = rowsOf<Record<string, unknown>>(
            await db().execute(
              sql`select ${clean} as text, ${sql.param(list)}::text[] as list, ${flag}::boolean as flag, ${null}::int as nothing`,
            ),
          );
          expect(row).toEqual({ text: clean, list, flag, nothing: null });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('statements', () => {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db().execute(query));

  it('answer the same statement again after its table changed shape, and after it failed', async () => {
    await db().execute(sql`CREATE TABLE shape_test (id int PRIMARY KEY)`);
    try {
      await db().execute(sql`INSERT INTO shape_test VALUES (${1})`);
      const all = sql`SELECT * FROM shape_test ORDER BY id`;
      expect(await rows(all)).toEqual([{ id: 1 }]);
      await db().execute(sql`ALTER TABLE shape_test ADD COLUMN note text DEFAULT 'new'`);
      expect(await rows(all)).toEqual([{ id: 1, note: 'new' }]);
      // The same insert fails (the key exists), then succeeds with another key.
      const insert = (id: number) => db().execute(sql`INSERT INTO shape_test (id) VALUES (${id})`);
      expect((await databaseError(() => insert(1))).code).toBe('23505');
      await insert(2);
      expect(await rows(all)).toHaveLength(2);
      // A statement that never parses leaves the connection as it was.
      await expect(db().execute(sql.raw('SELEC 1'))).rejects.toThrow();
      expect(await rows(sql`SELECT count(*)::int AS n FROM shape_test`)).toEqual([{ n: 2 }]);
    } finally {
      await db().execute(sql`DROP TABLE shape_test`);
    }
  });

  it('answer however many different texts are sent, each again after many others', async () => {
    const numbered = (n: number) => rows(sql.raw(`SELECT ${n} AS n, $$text ${n}$$ AS t`));
    for (let n = 0; n < 600; n += 1) expect(await numbered(n)).toEqual([{ n, t: `text ${n}` }]);
    expect(await numbered(0)).toEqual([{ n: 0, t: 'text 0' }]);
    expect(await numbered(599)).toEqual([{ n: 599, t: 'text 599' }]);
  });

  it('answer a planned-once statement as any other, when it fails and inside transactions', async () => {
    expect(await rows(plannedOnce(sql`SELECT ${'kept'}::text AS plan`))).toEqual([{ plan: 'kept' }]);
    expect((await databaseError(() => db().execute(plannedOnce(sql`SELECT 1 / ${0}::int`)))).code).toBe('22012');
    await db().transaction(async (tx) => {
      await tx.insert(users).values(user('tx-planned-once'));
      expect(
        rowsOf(
          await tx.execute(plannedOnce(sql`SELECT count(*)::int AS n FROM users WHERE uid = ${'tx-planned-once'}`)),
        ),
      ).toEqual([{ n: 1 }]);
    });
    expect(await userExists('tx-planned-once')).toBe(true);
  });
});

describe.skipIf(inject('database').kind !== 'pglite')('the embedded database', () => {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db().execute(query));
  const planning = async () => (await rows(sql`SHOW plan_cache_mode`))[0]!.plan_cache_mode;

  it('plans a planned-once statement at its first call and keeps the plan; any other for each call', async () => {
    for (const value of ['a', 'b', 'c']) {
      expect(await rows(plannedOnce(sql`SELECT ${value}::text AS plan_test`))).toEqual([{ plan_test: value }]);
      expect(await rows(sql`SELECT ${value}::text AS plan_test`)).toEqual([{ plan_test: value }]);
    }
    // The kept statements, the marked one first ('/' sorts before 'S').
    expect(
      await rows(sql`
        SELECT generic_plans::int AS kept, custom_plans::int AS "eachCall" FROM pg_prepared_statements
        WHERE statement LIKE '%::text AS plan_test' ORDER BY statement`),
    ).toEqual([
      { kept: 3, eachCall: 0 },
      { kept: 0, eachCall: 3 },
    ]);
    expect(await planning()).toBe('force_custom_plan');
  });

  it('plans each call again after a planned-once statement failed, alone or in a transaction', async () => {
    await expect(db().execute(plannedOnce(sql`SELECT 1 / ${0}::int`))).rejects.toThrow();
    expect(await planning()).toBe('force_custom_plan');
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(plannedOnce(sql`SELECT ${1}::int AS n`));
        await tx.execute(plannedOnce(sql`SELECT 1 / ${0}::int`));
      }),
    ).rejects.toThrow();
    expect(await planning()).toBe('force_custom_plan');
    await db().transaction(async (tx) => {
      await tx.execute(plannedOnce(sql`SELECT ${1}::int AS n`));
    });
    expect(await planning()).toBe('force_custom_plan');
  });
});

describe('transactions', () => {
  it('change nothing when they fail part-way', async () => {
    const error = await databaseError(() =>
      db().transaction(async (tx) => {
        await tx.insert(users).values(user('tx-atomic'));
        await tx.insert(users).values(user('tx-atomic')); // the same key again
      }),
    );
    expect(error.code).toBe('23505');
    expect(await userExists('tx-atomic')).toBe(false);
  });

  it('roll back when the code inside throws, and commit otherwise', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(users).values(user('tx-thrown'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await userExists('tx-thrown')).toBe(false);
    await db().transaction(async (tx) => {
      await tx.insert(users).values(user('tx-kept'));
      await tx.transaction(async (inner) =>
        inner.update(users).set({ gender: 'other' }).where(eq(users.uid, 'tx-kept')),
      );
    });
    const [kept] = await db().select().from(users).where(eq(users.uid, 'tx-kept'));
    expect(kept?.gender).toBe('other');
  });

  it('run the queries sent at once on one in the order sent, each after the one before', async () => {
    // node-postgres queues a query sent while one runs only under protest (pg@9 refuses it); its
    // warning would reach this process's standard error through the database thread's.
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const turns = await db().transaction(async (tx) => {
        await tx.execute(sql`create temporary sequence turn`);
        const taken = await Promise.all(
          [1, 2, 3].map(async () => rowsOf<{ turn: string }>(await tx.execute(sql`select nextval('turn') as turn`))),
        );
        await tx.execute(sql`drop sequence turn`);
        return taken;
      });
      expect(turns.map(([row]) => Number(row!.turn))).toEqual([1, 2, 3]);
      // The warning, when there is one, is written within a few milliseconds of the query.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      write.mockRestore();
    }
    expect(written.join('')).not.toContain('already executing a query');
  });

  it.skipIf(inject('database').kind !== 'pglite')(
    'hold the embedded database: a query from outside waits and never sees uncommitted rows',
    async () => {
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let inserted!: () => void;
      const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = db().transaction(async (tx) => {
        await tx.insert(users).values(user('tx-held'));
        inserted();
        await paused;
        tx.rollback();
      });
      await insertedRow;
      let outsideDone = false;
      const outside = userExists('tx-held').then((exists) => {
        outsideDone = true;
        return exists;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(outsideDone).toBe(false);
      resume();
      await expect(transaction).rejects.toThrow();
      expect(await outside).toBe(false);
    },
  );
});

describe('errors', () => {
  it('keep their PostgreSQL code, message and constraint', async () => {
    await db().insert(users).values(user('dup-user'));
    const error = await databaseError(() => db().insert(users).values(user('dup-user')));
    expect(error).toMatchObject({ code: '23505', constraint: 'users_pkey' });
    expect(error.message).toMatch(/duplicate key value violates unique constraint "users_pkey"/);
  });

  it.skipIf(inject('database').kind !== 'postgres')(
    'a deadlock ends one side with its code, and retryingDeadlocks runs that side again: both writes land',
    async () => {
      await db()
        .insert(users)
        .values([user('lock-a'), user('lock-b')]);
      let signal: { a: () => void; b: () => void } = { a: () => undefined, b: () => undefined };
      const aLocked = new Promise<void>((resolve) => (signal = { ...signal, a: resolve }));
      const bLocked = new Promise<void>((resolve) => (signal = { ...signal, b: resolve }));
      let deadlocks = 0;
      // Each side locks one row, waits until the other has locked its row, then wants the other's.
      const side = (first: string, second: string, locked: () => void, other: Promise<void>, name: string) =>
        retryingDeadlocks(async () => {
          try {
            await db().transaction(async (tx) => {
              await tx.update(users).set({ fullName: name }).where(eq(users.uid, first));
              locked();
              await other;
              await tx.update(users).set({ fullName: name }).where(eq(users.uid, second));
            });
          } catch (error) {
            if (isDeadlock(error)) deadlocks += 1;
            throw error;
          }
        });
      await Promise.all([
        side('lock-a', 'lock-b', signal.a, bLocked, 'Side A'),
        side('lock-b', 'lock-a', signal.b, aLocked, 'Side B'),
      ]);
      expect(deadlocks).toBeGreaterThanOrEqual(1);
      const names = await db().select({ fullName: users.fullName }).from(users).where(eq(users.uid, 'lock-a'));
      const other = await db().select({ fullName: users.fullName }).from(users).where(eq(users.uid, 'lock-b'));
      // The side that ran again ran last, whole: both rows carry its name.
      expect(names[0]!.fullName).toBe(other[0]!.fullName);
    },
  );

  it('leave the database usable', async () => {
    await databaseError(() => db().execute(sql`select 1 / 0`));
    expect(await userExists('dup-user')).toBe(true);
  });
});

describe.skipIf(inject('database').kind !== 'pglite')('the embedded database', () => {
  it('dumps and clones with the data in it', async () => {
    await db().insert(users).values(user('cloned-user'));
    const clone = await openPglite({ loadDataDir: await dumpPglite(database()) });
    try {
      const rows = await clone.db.select().from(users).where(eq(users.uid, 'cloned-user'));
      expect(rows).toHaveLength(1);
    } finally {
      await clone.close();
    }
  });

  // Opening PGlite is its WebAssembly start in that thread, which a busy machine serves last: the
  // time allowed is that of a loaded machine, not a quiet one.
  it.skipIf(process.platform !== 'linux')(
    'runs nicer than the thread that answers HTTP',
    async () => {
      expect(await niceOfThreadsStartedBy(() => openPglite({}))).toContain(nicerThanHttp());
    },
    120_000,
  );
});

const template = inject('database');
describe.skipIf(template.kind !== 'postgres')('the PostgreSQL client', () => {
  const adminUrl = template.kind === 'postgres' ? template.adminUrl : '';

  // A connection read on the HTTP thread costs that thread's time under load; and a busy loop turn
  // delays every new HTTP connection, as they are accepted one per turn.
  it('keeps its connections off the thread that answers HTTP', async () => {
    const socketsHere = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;
    const before = socketsHere();
    const database = await openPostgres(adminUrl);
    try {
      await Promise.all([1, 2, 3].map((n) => database.db.execute(sql`select ${n}::int as n`)));
      expect(socketsHere()).toBeLessThanOrEqual(before);
    } finally {
      await database.close();
    }
  });

  it.skipIf(process.platform !== 'linux')('runs nicer than the thread that answers HTTP', async () => {
    expect(await niceOfThreadsStartedBy(() => openPostgres(adminUrl))).toContain(nicerThanHttp());
  });
});

const niceOf = (task: string) =>
  Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
/** The database threads step back by 10 (19 at most). */
const nicerThanHttp = () => Math.min(19, niceOf(String(process.pid)) + 10);

/** The nice values of the threads that opening a database started. */
async function niceOfThreadsStartedBy(open: () => Promise<Database>): Promise<number[]> {
  const tasks = () => fs.readdirSync('/proc/self/task');
  const before = new Set(tasks());
  const database = await open();
  try {
    return tasks()
      .filter((task) => !before.has(task))
      .map(niceOf);
  } finally {
    await database.close();
  }
}
