// Runs that share one Auth Emulator without `npm test` hold leases on it: the one a run started
// stops only when the last run leaves, whichever started it, and one nobody here started is never
// stopped. A small HTTP server in a process group of its own stands in for the emulator.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/freePort';
import { leaseEmulator, type LeaseOptions } from '../../support/emulatorLease';

let folder: string;
let port: number;
let starts: number;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-lease-test-'));
  port = await freePort();
  starts = 0;
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const isUp = () =>
  fetch(`http://127.0.0.1:${port}`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );

/** A stand-in emulator: a server in its own process group, as the real one is started. */
function start(): ReturnType<LeaseOptions['start']> {
  starts += 1;
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((_, reply) => reply.end('ok')).listen(${port}, '127.0.0.1')`],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  const ready = (async () => {
    while (!(await isUp())) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  return { pid: child.pid, ready };
}

const lease = (holder: string) =>
  leaseEmulator({ name: String(port), isUp, start, holder: `${process.pid}-${holder}`, folder });

describe('a shared Auth Emulator held by leases', () => {
  it('keeps the emulator the first run started until the second run leaves too', async () => {
    const leaveFirst = await lease('first');
    const leaveSecond = await lease('second');
    expect(starts).toBe(1);
    await leaveFirst();
    expect(await isUp()).toBe(true);
    await leaveSecond();
    expect(await isUp()).toBe(false);
  });

  it('stops it when the run that started it is the last to leave', async () => {
    const leaveFirst = await lease('first');
    const leaveSecond = await lease('second');
    await leaveSecond();
    expect(await isUp()).toBe(true);
    await leaveFirst();
    expect(await isUp()).toBe(false);
  });

  it('does not count the lease of a run that died without leaving', async () => {
    const leaveFirst = await lease('first');
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(path.join(folder, `ojas-auth-emulator-${port}`, `lease-${dead.pid}`), '');
    await leaveFirst();
    expect(await isUp()).toBe(false);
  });

  it('never stops an emulator that no test run started', async () => {
    const someoneElses = http.createServer((_, reply) => reply.end('ok'));
    await new Promise<void>((resolve) => someoneElses.listen(port, '127.0.0.1', resolve));
    try {
      const leave = await lease('only');
      expect(starts).toBe(0);
      await leave();
      expect(await isUp()).toBe(true);
    } finally {
      await new Promise((resolve) => someoneElses.close(resolve));
    }
  });
});
