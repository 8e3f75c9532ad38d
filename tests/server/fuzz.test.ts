// Fuzzes every operation of the API document the app serves (so routes added later are covered
// too): path params, queries and bodies from its schemas, valid, at their limits and hostile,
// signed in as a real caller, with a garbage token and with none. No reply may be a 5xx or take
// more than 2 s, no signed-in operation may succeed without a valid token, and nothing stored
// may change except the caller's own rows, the contact messages its accepted requests add, and
// what an operator's accepted action changes (the rows it names, one audit entry each).
// Every failure names its seed; reproduce it with
// FUZZ_SEED=<seed> npx vitest run --project server tests/server/fuzz.test.ts (FUZZ_RUNS sets requests per operation).
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, userRoles } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import type { JsonSchema, SchemaContext } from '../support/jsonSchemaArbitrary';
import { requestArbitrary, type FuzzOperation } from '../support/requestArbitrary';
import { fingerprintTables, highestId, rowsAbove } from '../support/tableChecksums';
import { useTestApp } from './testApp';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Requests per operation: enough to reach every field with each kind of value, bounded for a 2-core machine. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 100);
const SLOW_MS = 2_000;
/** Append-only tables a successful call of an operation adds one row to. */
const APPENDS: Record<string, string> = {
  'POST /api/contact': 'contact_messages',
  // Every operator action the fuzzer can make succeed is written to the audit log, once.
  'PUT /api/ops/items/{_id}': 'audit_log',
  'POST /api/ops/coupons': 'audit_log',
  'PUT /api/ops/coupons/{_id}': 'audit_log',
  'POST /api/ops/doctor-applications/{_id}/verify': 'audit_log',
  'POST /api/ops/doctor-applications/{_id}/reject': 'audit_log',
  'POST /api/ops/consultations/{_id}/refunds': 'audit_log',
};
/** Tables, beside the caller's own rows, whose rows an operator's accepted action changes. */
const OPERATOR_CHANGES: Record<string, readonly string[]> = {
  'PUT /api/ops/items/{_id}': ['items'],
  'POST /api/ops/coupons': ['coupons'],
  'PUT /api/ops/coupons/{_id}': ['coupons'],
  'POST /api/ops/consultations/{_id}/refunds': ['consultations', 'refunds'],
};

const { app, database } = useTestApp();
let document: OpenAPIV3_1.Document;
let caller: TestAccount;
let context: SchemaContext;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = (): FuzzOperation[] =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ path, method, operation: item![method]! })),
  );

/** Every short string in a reply, its words, and the image keys inside served image URLs. */
function servedStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && value.length <= 120) {
    into.add(value);
    for (const word of value.match(/\p{L}{3,}/gu) ?? []) into.add(word);
    const image = /\/static\/([^?]+)/.exec(value);
    if (image) into.add(image[1]!);
  } else if (Array.isArray(value)) for (const item of value) servedStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) servedStrings(item, into);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  document = (await app().inject({ url: '/api/openapi.json' })).json();
  caller = await createAccount('Fuzz Caller');
  // Registered first, so profile updates and doctor applications reach the database.
  const registration = {
    fullName: 'Fuzz Caller',
    email: 'fuzz@example.com',
    phone: '98450 12345',
    birthDate: '1990-04-12',
    gender: 'other',
  };
  const registered = await app().inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: `Bearer ${caller.idToken}` },
    payload: registration,
  });
  expect(registered.statusCode).toBe(201);
  // An operator too, so the desk's operations are fuzzed past the role check (which tests/server/ops.test.ts covers).
  await database().db.insert(userRoles).values({ uid: caller.uid, role: 'operator' });
  // A notification for the caller and one for someone else: the centre's calls may touch only the caller's.
  await database()
    .db.insert(notifications)
    .values(
      [caller.uid, 'someone-else'].map((uid) => ({
        id: `orderPlaced.shopper.fuzz-${uid}.0.app`,
        kind: 'orderPlaced',
        channel: 'app' as const,
        recipientUid: uid,
        address: uid,
        subjectId: `fuzz-${uid}`,
        status: 'sent' as const,
        title: 'Order placed',
        nextAttemptAt: new Date(),
        sentAt: new Date(),
      })),
    );
  const served = new Set<string>();
  for (const { path, method, operation } of operations()) {
    if (method !== 'get' || operation.parameters?.length || operation.security?.length) continue;
    const response = await app().inject({ url: path });
    // Only JSON replies carry served values (the sandbox checkout's script and style do not).
    if (String(response.headers['content-type']).startsWith('application/json')) servedStrings(response.json(), served);
  }
  const words = [...served].filter((text) => /^\p{L}+$/u.test(text));
  context = {
    components: (document.components?.schemas ?? {}) as Record<string, JsonSchema>,
    // Rules the document states only in words.
    hints: {
      start: fc.nat(200).map(String),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      query: fc.oneof(
        fc.constantFrom(...words),
        fc.constantFrom(...words).map((word) => word.slice(0, 4)),
        fc.stringMatching(/^[a-z]{1,8}(?: [a-z]{1,8})?$/),
      ),
      phone: fc.constantFrom('98450 12345', '+91 98450 12345', '09845012345', '+919845012345', '98450-12345'),
      birthDate: fc
        .date({ min: new Date('1900-01-01'), max: new Date(Date.now() - 19 * 365 * 86_400_000), noInvalidDate: true })
        .map(isoDay),
    },
    served: [...served],
  };
}, 60_000);

describe('fuzzing every operation of the API document', () => {
  it('never answers 5xx or slowly, never serves a signed-in operation without a token, and changes only what the caller may', async () => {
    const db = database().db;
    const failures: string[] = [];
    expect(operations().length).toBeGreaterThan(20);
    for (const fuzzed of operations()) {
      const name = `${fuzzed.method.toUpperCase()} ${fuzzed.path}`;
      const appendsTo = APPENDS[name];
      const appendedAfter = Object.fromEntries(
        await Promise.all(Object.values(APPENDS).map(async (table) => [table, await highestId(db, table)])),
      ) as Record<string, number>;
      const own = { uid: caller.uid, appendedAfter };
      const before = await fingerprintTables(db, own);
      let successes = 0;
      let client = 0;
      const property = fc.asyncProperty(requestArbitrary(fuzzed, context, caller), async ({ auth, options }) => {
        client += 1;
        const started = performance.now();
        const response = await app().inject({
          ...options,
          // A fresh address per request: the fuzzer probes input rules, not the rate limits.
          remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        });
        const elapsed = performance.now() - started;
        const status = response.statusCode;
        if (status >= 500) throw new Error(`${status}: ${response.body.slice(0, 300)}`);
        if (elapsed > SLOW_MS) throw new Error(`answered in ${Math.round(elapsed)} ms`);
        if (fuzzed.operation.security?.length && auth !== 'caller' && status < 300)
          throw new Error(`${status} without a valid token (${auth})`);
        if (status < 300) successes += 1;
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS_PER_OPERATION });
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
      const after = await fingerprintTables(db, own);
      const mayChange = new Set(OPERATOR_CHANGES[name] ?? []);
      const changed = Object.keys(before).filter(
        (table) => !mayChange.has(table) && JSON.stringify(before[table]) !== JSON.stringify(after[table]),
      );
      if (changed.length) failures.push(`${name} (seed ${SEED}) changed stored rows in ${changed.join(', ')}`);
      if (appendsTo) {
        const added = await rowsAbove(db, appendsTo, appendedAfter[appendsTo]!);
        if (added !== successes)
          failures.push(
            `${name} (seed ${SEED}) added ${added} rows to ${appendsTo} for ${successes} accepted requests`,
          );
      }
      for (const table of Object.values(APPENDS).filter((table) => table !== appendsTo)) {
        if (await rowsAbove(db, table, appendedAfter[table]!)) failures.push(`${name} added rows to ${table}`);
      }
    }
    expect(failures, `fuzz seed ${SEED}`).toEqual([]);
    // A bound on the whole run's work, not a speed check (each reply's is SLOW_MS): about 100 s on
    // PostgreSQL and 190–255 s on PGlite with a second suite beside it on two cores.
  }, 600_000);
});
