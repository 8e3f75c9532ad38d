// The browser tests' way into the server's database, for what no API may do: the consultation a
// test just booked (always at least two hours ahead) is moved to have started a minute ago, so a
// doctor can record its outcome. The global setup serves it on a loopback port next to the server;
// tests call `startConsultationNow(id)`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Db } from '../../server/db/client';
import { consultations } from '../../server/db/schema';

const START_PATH = /^\/consultations\/([\w-]+)\/start-now$/;

/** Serves the helper on a free loopback port; gives its URL and how to stop it. */
export async function serveDatabaseHelper(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const match = request.method === 'POST' ? START_PATH.exec(request.url ?? '') : null;
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    moveStartToNow(db, match[1]!).then(
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

/** From a browser test: the consultation `id` started a minute ago. */
export async function startConsultationNow(id: string): Promise<void> {
  const response = await fetch(`${inject('databaseHelperURL')}/consultations/${id}/start-now`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not move consultation ${id}: ${response.status}`);
}
