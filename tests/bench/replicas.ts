// `npm run bench` (replicas): API list throughput from one replica and from three on one PostgreSQL,
// and how long a change takes to reach every replica. The server runs as npm start runs it (child
// processes); the same 30 connections load one replica, then ten each load three.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { withPostgres } from '../support/benchPostgres';
import { startServerProcess, stopServerProcess } from './serverProcess';

const LIST_PATH = '/api/store/items/query/0/21';
const CONNECTIONS = 30;
const LOAD_SECONDS = 8;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

async function requestsPerSecond(urls: string[]): Promise<number> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${LIST_PATH}`,
        connections: CONNECTIONS / urls.length,
        duration: LOAD_SECONDS,
        headers: BROWSER_ENCODINGS,
      }),
    ),
  );
  // Only successes count: a shed request (503) is fast and would flatter an overloaded replica.
  const shed = results.reduce((sum, result) => sum + result.non2xx, 0);
  if (shed) console.log(`  (${shed} replies were not 2xx and are not counted)`);
  return results.reduce((sum, result) => sum + result['2xx'] / result.duration, 0);
}

/** Milliseconds from a committed price change until every replica serves it. */
async function propagationMs(databaseUrl: string, urls: string[]): Promise<number> {
  const first = (await (await fetch(`${urls[0]}${LIST_PATH}`)).json()) as { data: { items: { _id: string }[] } };
  const itemId = first.data.items[0]!._id;
  const price = async (url: string) =>
    ((await (await fetch(`${url}/api/store/items/${itemId}`)).json()) as { data: { sellingPrice: number } }).data
      .sellingPrice;
  const before = await Promise.all(urls.map(price));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('UPDATE items SET selling_paise = selling_paise + 100 WHERE id = $1', [itemId]);
  const started = performance.now();
  await client.end();
  const pending = new Set(urls);
  while (pending.size) {
    for (const url of [...pending]) if ((await price(url)) === before[0]! + 1) pending.delete(url);
  }
  return performance.now() - started;
}

async function main() {
  await withPostgres(async (adminUrl) => {
    const name = `ojas_bench_replicas_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const env = { DATABASE_URL: databaseUrl };
    const servers = [await startServerProcess(env)]; // the first migrates and seeds
    try {
      const one = await requestsPerSecond([servers[0]!.url]);
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
      const urls = servers.map((server) => server.url);
      const three = await requestsPerSecond(urls);
      const reach = await propagationMs(databaseUrl, urls);
      console.log(
        `Replicas on one PostgreSQL (${os.cpus().length} cores, ${CONNECTIONS} connections, ${LOAD_SECONDS} s)`,
      );
      console.log(`  GET ${LIST_PATH}: 1 replica ${Math.round(one)} req/s, 3 replicas ${Math.round(three)} req/s`);
      console.log(`  a price change reached all 3 replicas in ${Math.round(reach)} ms`);
    } finally {
      await Promise.all(servers.map((server) => stopServerProcess(server.child)));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
}

await main();
