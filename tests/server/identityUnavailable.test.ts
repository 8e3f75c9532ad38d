// A signed-in route while the sign-in service does not answer: 503 with Retry-After (the browser's
// client asks again after it), never 401, which would tell a signed-in shopper to sign in again;
// nothing changes, and the same token is good once the service answers. The app checks tokens
// through a relay to the real Auth Emulator that the test cuts and mends.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '@domain/messages/site';
import { createAccount, EMULATOR_HOST, type TestAccount } from '../support/authEmulator';
import { fingerprintTables } from '../support/tableChecksums';
import { shopClient, stockedItems } from './shop';
import { useTestApp } from './testApp';

/** A TCP relay to the emulator that can be cut (connections refused and dropped) and mended. */
function relayToEmulator() {
  const emulator = new URL(`http://${EMULATOR_HOST}`);
  const open = new Set<Socket>();
  let server: Server | undefined;
  let address = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(emulator.port), emulator.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(address, '127.0.0.1', () => {
        address = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      server!.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  return { listen, cut, host: () => `127.0.0.1:${address}` };
}

const relay = relayToEmulator();
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
beforeAll(async () => {
  await relay.listen();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = relay.host();
});
afterAll(async () => {
  await relay.cut();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

const { app, database } = useTestApp();
const { call, add } = shopClient(app);
let asha: TestAccount;
let itemId: string;

beforeAll(async () => {
  asha = await createAccount('Asha Rao');
  itemId = (await stockedItems(database().db))[0]!.id;
});

describe('a signed-in route while the sign-in service does not answer', () => {
  it('answers 503 with Retry-After and changes nothing; the same token works once the service answers', async () => {
    const before = await fingerprintTables(database().db, { uid: 'nobody' });
    await relay.cut();
    for (const response of [
      await call('GET', `/api/store/cart/${asha.uid}`, asha.idToken),
      await add(asha.uid, asha.idToken, itemId, 1),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        success: false,
        code: 'identity_unavailable',
        message: SITE_MESSAGES.signInCheckUnavailable,
      });
    }
    expect(await fingerprintTables(database().db, { uid: 'nobody' })).toEqual(before);
    await relay.listen();
    expect((await add(asha.uid, asha.idToken, itemId, 1)).statusCode).toBe(200);
  });
});
