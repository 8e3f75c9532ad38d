// The refund worker through a gateway outage: 10 paid orders are cancelled by their shoppers while
// the sandbox's refund call fails for 60 s. Reports how the cancellations answered, each refund's
// gateway calls and when it finished, measured against the outage's end. A real server over HTTP
// on PGlite (a fresh data directory). Figures, not assertions. Run alone: `npx tsx tests/bench/refundOutage.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { PlacedOrder } from '@domain/contract/commerce';
import { buildApp } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/tokens';
import { LOCAL_FIREBASE_PROJECT, loadConfig } from '../../server/config';
import { openConfiguredDatabase } from '../../server/db/open';
import { items, refunds } from '../../server/db/schema';
import { PROJECT_ROOT } from '../../server/main';
import { createPaymentGateway } from '../../server/payments';
import type { SandboxGateway } from '../../server/payments/sandbox';
import { deliveryAddress, fillCart } from '../server/orderFixtures';
import { createAccount, EMULATOR_HOST } from '../support/authEmulator';

const ORDERS = 10;
const OUTAGE_MS = 60_000;

async function call<T>(url: string, init: { method: string; token?: string; body?: unknown }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const reply = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: reply.data, ms: performance.now() - started };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-bench-refunds-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn' }, PROJECT_ROOT);
process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
const database = await openConfiguredDatabase(config, () => undefined);
const gateway = createPaymentGateway(config, database.db) as SandboxGateway;
const app = await buildApp({
  db: database.db,
  config,
  verifyToken: createTokenVerifier(LOCAL_FIREBASE_PROJECT),
  gateway,
});
try {
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  const db = database.db;
  const itemIds = (await db.select({ id: items.id }).from(items).orderBy(items.id).limit(ORDERS)).map((row) => row.id);
  await db.update(items).set({ stock: 1_000 }).where(inArray(items.id, itemIds));
  const paid: { orderId: string; token: string; uid: string }[] = [];
  for (const [n, itemId] of itemIds.entries()) {
    const buyer = await createAccount(`Outage buyer ${n}`);
    await fillCart(db, buyer.uid, [{ itemId, quantity: 1 }]);
    const placed = await call<PlacedOrder>(`${base}/api/store/order`, {
      method: 'POST',
      token: buyer.idToken,
      body: { userId: buyer.uid, address: deliveryAddress(), paymentMethod: 'online' },
    });
    const order = placed.data;
    const decided = await call<{ payment: Record<string, string> }>(`${base}/api/payments/sandbox/decide`, {
      method: 'POST',
      body: { order_id: order.order_id, key: order.key, outcome: 'paid' },
    });
    await call(`${base}/api/store/order/private/${order._id}`, {
      method: 'PUT',
      token: buyer.idToken,
      body: { status: 'created', ...decided.data.payment },
    });
    paid.push({ orderId: order._id, token: buyer.idToken, uid: buyer.uid });
  }
  await gateway.webhooksDelivered();

  gateway.failRefundsFor(OUTAGE_MS);
  const outageStart = Date.now();
  const cancels = await Promise.all(
    paid.map(({ orderId, token, uid }) =>
      call<{ status: string }>(`${base}/api/store/order/${orderId}/cancel`, {
        method: 'POST',
        token,
        body: { userId: uid },
      }),
    ),
  );
  const outageEnd = outageStart + OUTAGE_MS;
  const orderIds = paid.map((order) => order.orderId);
  let rows: (typeof refunds.$inferSelect)[] = [];
  for (;;) {
    rows = await db.select().from(refunds).where(inArray(refunds.subjectId, orderIds));
    if (rows.length === ORDERS && rows.every((row) => row.status !== 'pending')) break;
    if (Date.now() - outageStart > 15 * 60_000) throw new Error('refunds did not finish in 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const madeAtGateway = (await Promise.all(rows.map((row) => gateway.refundsOf(row.paymentId)))).map(
    (list) => list.length,
  );
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const finishedAfterEnd = rows.map((row) => row.processedAt!.getTime() - outageEnd);
  console.log(
    `Refund worker, sandbox refunds down for ${OUTAGE_MS / 1000} s, ${ORDERS} shopper cancellations (PGlite):`,
  );
  console.log(
    `  cancellations: ${cancels.map((c) => c.status).join(',')} in ${Math.round(Math.min(...cancels.map((c) => c.ms)))}–${Math.round(Math.max(...cancels.map((c) => c.ms)))} ms`,
  );
  console.log(
    `  statuses: ${[...new Set(rows.map((row) => row.status))].join(', ')}; gateway calls per refund: ${rows.map((row) => row.attempts).join(', ')}`,
  );
  console.log(`  gateway refunds made per payment: ${madeAtGateway.join(', ')}`);
  console.log(
    `  processed ${seconds(Math.min(...finishedAfterEnd))}–${seconds(Math.max(...finishedAfterEnd))} s after the outage ended (${seconds(Math.max(...rows.map((row) => row.processedAt!.getTime())) - outageStart)} s after the cancellations)`,
  );
} finally {
  await gateway.webhooksDelivered();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
