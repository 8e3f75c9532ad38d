// Ojas on many machines: three replicas of the real server (child processes) on one PostgreSQL,
// driven with real HTTP requests. What one replica changes the others serve within a second; a
// race for the last unit has one winner across replicas; an overdue order closes once; a checkout
// started on one replica is paid once through another; the contact limit counts for the shop; a
// replica killed mid-checkout loses nothing, its sandbox webhooks delivered by another. On PGlite (one process owns the database) it runs one
// replica and says so; the kill needs a second replica and runs on PostgreSQL only.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlacedOrder } from '@domain/contract/commerce';
import type { CheckoutOutcome } from '@domain/payment';
import {
  contactMessages,
  items,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  sandboxWebhooks,
} from '../../server/db/schema';
import { CONTACT_RATE_PER_MINUTE } from '../../server/routes/contact';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { bearer, deliveryAddress, fillCart, stockedItem, stockOf } from './orderFixtures';
import { REPLICA_WEBHOOK_DELAY_MS, startReplicas, type Replica, type ReplicaSet } from './replicas';

/** Three on PostgreSQL; an embedded database belongs to one process, so one on PGlite. */
const REPLICAS = inject('database').kind === 'postgres' ? 3 : 1;
const BUYERS = 30;
/** How soon a change must be served by every replica. */
const PROPAGATION_LIMIT_MS = 1000;

let set: ReplicaSet;
let replicas: Replica[];
const db = () => set.database.db;
/** The replica that serves request `index` of a spread: round robin. */
const replica = (index: number) => replicas[index % replicas.length]!;

beforeAll(async () => {
  set = await startReplicas(REPLICAS);
  replicas = set.replicas;
  expect(replicas).toHaveLength(REPLICAS);
  console.log(
    REPLICAS > 1
      ? `scale test: ${REPLICAS} replicas (child processes) on one PostgreSQL`
      : 'scale test: PGlite, so ONE replica (an embedded database belongs to one process); set TEST_DATABASE=postgres for three',
  );
}, 120_000);
afterAll(() => set?.close());

/** How many load-shedding answers in a row a client waits out before it takes the 503. */
const MAX_SHEDDINGS = 20;

async function call(
  target: Replica,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  sheddings = 0,
): Promise<{ status: number; json: () => { data: never; message?: string } }> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // A busy replica sheds load with 503 and Retry-After; a client waits it out and asks again, as browsers do.
  if (response.status === 503 && sheddings < MAX_SHEDDINGS) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    return call(target, method, path, body, headers, sheddings + 1);
  }
  return { status: response.status, json: () => JSON.parse(text) as { data: never; message?: string } };
}

const placeOrder = (target: Replica, account: TestAccount) =>
  call(
    target,
    'POST',
    '/api/store/order',
    { userId: account.uid, address: deliveryAddress(), paymentMethod: 'online' },
    bearer(account),
  );

async function placed(target: Replica, account: TestAccount): Promise<PlacedOrder> {
  const response = await placeOrder(target, account);
  expect(response.status).toBe(201);
  return response.json().data;
}

const readOrder = async (target: Replica, account: TestAccount, id: string) =>
  call(target, 'GET', `/api/store/order/${id}`, undefined, bearer(account));

const decide = async (target: Replica, order: PlacedOrder): Promise<CheckoutOutcome> => {
  const response = await call(target, 'POST', '/api/payments/sandbox/decide', {
    order_id: order.order_id,
    key: order.key,
    outcome: 'paid',
  });
  expect(response.status).toBe(200);
  return response.json().data;
};

const confirm = (target: Replica, account: TestAccount, orderId: string, outcome: CheckoutOutcome) =>
  call(
    target,
    'PUT',
    `/api/store/order/private/${orderId}`,
    { status: 'created', ...(outcome as { payment: object }).payment },
    bearer(account),
  );

/** Polls every replica until each reads `expected` at `path`; returns how long it took. */
async function untilEveryReplicaShows(
  path: string,
  read: (data: never) => unknown,
  expected: unknown,
): Promise<number> {
  const started = performance.now();
  const pending = new Set(replicas);
  while (pending.size && performance.now() - started < PROPAGATION_LIMIT_MS * 3) {
    for (const target of [...pending]) {
      const response = await call(target, 'GET', path);
      if (response.status === 200 && read(response.json().data) === expected) pending.delete(target);
    }
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(pending.size, `replicas still serving the old ${path}`).toBe(0);
  return performance.now() - started;
}

/** The sandbox's webhooks about a payment. */
const webhooksAbout = (paymentId: string) =>
  db()
    .select()
    .from(sandboxWebhooks)
    .where(like(sandboxWebhooks.body, `%"${paymentId}"%`));

async function accounts(count: number, name: string): Promise<TestAccount[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => createAccount(`${name} ${index + 1}`)));
}

describe(`Ojas on ${REPLICAS} replicas`, () => {
  it('serves a changed price from every replica within a second', async () => {
    const itemId = await stockedItem(db(), { stock: 40, sellingPaise: 50_000, index: 5 });
    const path = `/api/store/items/${itemId}`;
    // Every replica keeps the old reply.
    await untilEveryReplicaShows(path, (data: { sellingPrice: number }) => data.sellingPrice, 500);
    // No route changes prices yet: the change is made in the database, as the operator's desk will.
    await db().update(items).set({ sellingPaise: 45_000 }).where(eq(items.id, itemId));
    const tookMs = await untilEveryReplicaShows(path, (data: { sellingPrice: number }) => data.sellingPrice, 450);
    console.log(`scale test: a price change reached all ${replicas.length} replica(s) in ${Math.round(tookMs)} ms`);
    expect(tookMs).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it(`gives the last unit to exactly one of ${BUYERS} buyers spread over the replicas, and every replica then shows it gone`, async () => {
    const itemId = await stockedItem(db(), { stock: 1, index: 6 });
    const path = `/api/store/items/${itemId}`;
    await untilEveryReplicaShows(path, (data: { stock: number }) => data.stock, 1);
    const buyers = await accounts(BUYERS, 'Racing buyer');
    await Promise.all(buyers.map((buyer) => fillCart(db(), buyer.uid, [{ itemId, quantity: 1 }])));
    const statuses = await Promise.all(buyers.map((buyer, index) => placeOrder(replica(index), buyer)));
    const won = statuses.filter((response) => response.status === 201);
    expect(won).toHaveLength(1);
    expect(statuses.map((response) => response.status).filter((status) => status !== 201 && status !== 409)).toEqual(
      [],
    );
    const ordered = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(eq(orderItems.itemId, itemId));
    expect(ordered[0]!.n).toBe(1);
    expect(await stockOf(db(), itemId)).toBe(0);
    // The order was written through one replica; all of them stop offering the unit.
    const tookMs = await untilEveryReplicaShows(path, (data: { stock: number }) => data.stock, 0);
    expect(tookMs).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it('closes an order placed on one replica once when every replica finds it overdue', async () => {
    const itemId = await stockedItem(db(), { stock: 10, index: 7 });
    const [buyer] = await accounts(1, 'Late payer');
    await fillCart(db(), buyer!.uid, [{ itemId, quantity: 2 }]);
    const order = await placed(replica(0), buyer!);
    expect(await stockOf(db(), itemId)).toBe(8);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    // Each replica reading the order closes it if it is still open: three of them at once, three times.
    const reads = await Promise.all(
      Array.from({ length: 9 }, (_, index) => readOrder(replica(index), buyer!, order._id)),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(9).fill(200));
    expect(new Set(reads.map((read) => (read.json().data as { status: string }).status))).toEqual(
      new Set(['cancelled']),
    );
    const closings = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order._id), eq(orderStatusHistory.status, 'cancelled')));
    expect(closings[0]!.n).toBe(1);
    expect(await stockOf(db(), itemId)).toBe(10);
  });

  it('pays once a sandbox checkout started on one replica and paid through another', async () => {
    const itemId = await stockedItem(db(), { stock: 10, index: 8 });
    const [buyer] = await accounts(1, 'Cross-replica payer');
    await fillCart(db(), buyer!.uid, [{ itemId, quantity: 1 }]);
    const order = await placed(replica(0), buyer!);
    const outcome = await decide(replica(1), order);
    expect(outcome.kind).toBe('paid');
    // The browser reports the payment (to any replica) while the sandbox's webhook arrives too.
    const confirmations = await Promise.all([
      confirm(replica(1), buyer!, order._id, outcome),
      confirm(replica(2), buyer!, order._id, outcome),
    ]);
    expect(confirmations.map((response) => response.status)).toEqual([200, 200]);
    await expect
      .poll(async () => ((await readOrder(replica(2), buyer!, order._id)).json().data as { status: string }).status)
      .toBe('created');
    const paid = await db().select().from(payments).where(eq(payments.orderId, order._id));
    expect(paid.map((payment) => payment.status)).toEqual(['captured']);
    expect(await stockOf(db(), itemId)).toBe(9);
  });

  it(`holds the contact limit (${CONTACT_RATE_PER_MINUTE} a minute) across replicas`, async () => {
    const message = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98450 12345',
      message: 'Do you deliver to Shillong?',
    };
    const statuses: number[] = [];
    for (let index = 0; index < CONTACT_RATE_PER_MINUTE + 3; index += 1)
      statuses.push((await call(replica(index), 'POST', '/api/contact', message)).status);
    expect(statuses).toEqual([...Array(CONTACT_RATE_PER_MINUTE).fill(201), 429, 429, 429]);
    const stored = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages);
    expect(stored[0]!.n).toBe(CONTACT_RATE_PER_MINUTE);
  });

  it.runIf(REPLICAS > 1)(
    'loses nothing when a replica is killed (SIGKILL) mid-checkout: its webhooks arrive through another, and the others finish or cleanly refuse the rest',
    async () => {
      const victim = replicas[2]!;
      const itemId = await stockedItem(db(), { stock: 20, index: 9 });
      const [payer, ...others] = await accounts(9, 'Buyer at a dying replica');
      await Promise.all([payer!, ...others].map((buyer) => fillCart(db(), buyer.uid, [{ itemId, quantity: 1 }])));
      const order = await placed(victim, payer!);
      const outcome = await decide(victim, order);
      const paymentId = (outcome as Extract<CheckoutOutcome, { kind: 'paid' }>).payment.razorpay_payment_id;
      // Orders still on their way to the replica die with it; so would the payment's webhooks, were
      // they not rows written with the payment (due REPLICA_WEBHOOK_DELAY_MS later, so the victim
      // has not sent them).
      const inFlight = others.map((buyer) => placeOrder(victim, buyer).catch(() => ({ status: 0 })));
      await new Promise((resolve) => setTimeout(resolve, 20));
      victim.killHard!();
      const killedAt = Date.now();
      await Promise.all(inFlight);
      const survivors = replicas.slice(0, 2);
      // A survivor delivers the webhooks: the order is paid before the browser reports anything.
      await expect
        .poll(
          async () => ((await readOrder(survivors[1]!, payer!, order._id)).json().data as { status: string }).status,
          { timeout: REPLICA_WEBHOOK_DELAY_MS + 10_000, interval: 200 },
        )
        .toBe('created');
      await expect
        .poll(async () =>
          (await webhooksAbout(paymentId)).map((webhook) => `${webhook.event} ${webhook.status}`).sort(),
        )
        .toEqual(['order.paid delivered', 'payment.captured delivered']);
      for (const webhook of await webhooksAbout(paymentId))
        expect(webhook.deliveredAt!.getTime()).toBeGreaterThan(killedAt);
      // The browser's report of the payment, to a live replica, finds it done.
      expect((await confirm(survivors[0]!, payer!, order._id, outcome)).status).toBe(200);
      // Every order that exists took its unit once; nothing else took or gave back stock.
      const placedOrders = await db()
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.itemId, itemId));
      const holding = placedOrders.filter((row) => row.status !== 'cancelled');
      expect(await stockOf(db(), itemId)).toBe(20 - holding.length);
      const paid = await db()
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [order._id]));
      expect(paid).toHaveLength(1);
      // The buyers whose requests died can place their orders on the survivors (or already have one).
      for (const [index, buyer] of others.entries()) {
        const again = await placeOrder(survivors[index % 2]!, buyer);
        expect([201, 400, 409]).toContain(again.status);
      }
    },
  );
});
