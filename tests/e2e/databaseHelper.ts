// The browser tests' way into the server's database, for what no API may do: the consultation a
// test just booked (always at least two hours ahead) is moved to have started a minute ago, so a
// doctor can record its outcome; an order just placed is moved to have been placed at a given
// instant (the server's clock, moved for that order). The global setup serves it on a loopback
// port next to the server; tests call `startConsultationNow(id)` and `placeOrderAt(id, at)`, and
// `deliverNotificationsAt(at)` runs the outbox's worker with the clock moved to `at`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Db } from '../../server/db/client';
import { consultations, orders, orderStatusHistory } from '../../server/db/schema';
import type { DeliveryChannels } from '../../server/services/notifications/channels';
import { claimDueNotifications, deliverNotification } from '../../server/services/notifications/worker';

const START_PATH = /^\/consultations\/([\w-]+)\/start-now$/;
const PLACED_AT_PATH = /^\/orders\/(\w+)\/placed-at\/([\w:.+-]+)$/;
const DELIVER_AT_PATH = /^\/notifications\/deliver-at\/(\d+)$/;

/** How the outbox's messages go out, for the helper's run of the worker at a moved clock. */
export interface OutboxDelivery {
  channels: DeliveryChannels;
}

/** Serves the helper on a free loopback port; gives its URL and how to stop it. */
export async function serveDatabaseHelper(
  db: Db,
  outbox: OutboxDelivery,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = request.method === 'POST' ? (request.url ?? '') : '';
    const start = START_PATH.exec(url);
    const placedAt = PLACED_AT_PATH.exec(url);
    const deliverAt = DELIVER_AT_PATH.exec(url);
    if (deliverAt) {
      deliverDueAt(db, outbox, Number(deliverAt[1])).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    if (!start && !placedAt) {
      response.writeHead(404).end();
      return;
    }
    (start ? moveStartToNow(db, start[1]!) : movePlacedAt(db, placedAt![1]!, new Date(placedAt![2]!))).then(
      (moved) => response.writeHead(moved ? 204 : 404).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Keeps the consultation's length and moves it to have started a minute ago. */
async function moveStartToNow(db: Db, id: string): Promise<boolean> {
  const moved = await db
    .update(consultations)
    .set({
      startsAt: sql`now() - interval '1 minute'`,
      endsAt: sql`now() - interval '1 minute' + (${consultations.endsAt} - ${consultations.startsAt})`,
    })
    .where(eq(consultations.id, id))
    .returning({ id: consultations.id });
  return moved.length === 1;
}

/** Moves the order and every status it reached to `at`, as if the server's clock had said so. */
async function movePlacedAt(db: Db, id: string, at: Date): Promise<boolean> {
  if (Number.isNaN(at.getTime())) return false;
  const moved = await db.update(orders).set({ createdAt: at }).where(eq(orders.id, id)).returning({ id: orders.id });
  await db.update(orderStatusHistory).set({ at }).where(eq(orderStatusHistory.orderId, id));
  return moved.length === 1;
}

/** Runs the outbox's worker as if the server's clock read `at`: what is due then is sent (or skipped). */
async function deliverDueAt(db: Db, { channels }: OutboxDelivery, at: number): Promise<void> {
  for (const row of await claimDueNotifications(db, at, 100)) await deliverNotification(db, channels, row);
}

/** From a browser test: the outbox's worker runs once with the clock at `at` (ms). */
export async function deliverNotificationsAt(at: number): Promise<void> {
  const response = await fetch(`${inject('databaseHelperURL')}/notifications/deliver-at/${at}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not run the outbox at ${at}: ${response.status}`);
}

/** From a browser test: the order `id` was placed at `at` (an ISO instant). */
export async function placeOrderAt(id: string, at: string): Promise<void> {
  const response = await fetch(`${inject('databaseHelperURL')}/orders/${id}/placed-at/${at}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not move order ${id}: ${response.status}`);
}

/** From a browser test: the consultation `id` started a minute ago. */
export async function startConsultationNow(id: string): Promise<void> {
  const response = await fetch(`${inject('databaseHelperURL')}/consultations/${id}/start-now`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not move consultation ${id}: ${response.status}`);
}
