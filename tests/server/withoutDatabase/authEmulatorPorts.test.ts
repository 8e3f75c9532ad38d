// Two test runs on one machine each own an Auth Emulator on a port of their own (npm test picks
// one and names it in FIREBASE_AUTH_EMULATOR_HOST): starting and stopping a second emulator
// leaves this run's emulator answering, and its accounts intact.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAuthEmulatorUp, startAuthEmulator } from '../../../scripts/lib/authEmulator';
import { freePort } from '../../../scripts/lib/freePort';
import { LOCAL_FIREBASE_PROJECT } from '../../../server/config';
import { PROJECT_ROOT } from '../../../server/main';
import { createAccount, EMULATOR_URL } from '../../support/authEmulator';

describe('an Auth Emulator per test run', () => {
  it("starts a second emulator on another port and stops it without touching this run's", async () => {
    const before = await createAccount('Before the other run');
    const port = await freePort();
    const other = startAuthEmulator({
      root: PROJECT_ROOT,
      projectId: LOCAL_FIREBASE_PROJECT,
      logFile: path.join(PROJECT_ROOT, '.test-data', `auth-emulator-other-${process.pid}.log`),
      port,
    });
    try {
      await other.ready;
      expect(other.url).toBe(`http://127.0.0.1:${port}`);
      expect(other.url).not.toBe(EMULATOR_URL);
      expect(await isAuthEmulatorUp(other.url)).toBe(true);
    } finally {
      await other.stop();
    }
    expect(await isAuthEmulatorUp(other.url)).toBe(false);
    expect(await isAuthEmulatorUp(EMULATOR_URL)).toBe(true);
    const lookup = await fetch(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: before.idToken }),
    });
    expect(((await lookup.json()) as { users: { localId: string }[] }).users[0]?.localId).toBe(before.uid);
  }, 240_000);
});
