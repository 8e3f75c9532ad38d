// The Auth Emulator accepts unsigned tokens: a server that would trust it in production, or
// beside a real Firebase project, refuses to start and says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertEmulatorStaysLocal } from '../../../server/auth/tokens';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('emulator token checks stay local', () => {
  it('are allowed for a demo project outside production', () => {
    expect(() => assertEmulatorStaysLocal('demo-ojas', EMULATOR)).not.toThrow();
    expect(() => assertEmulatorStaysLocal('ojas-prod', { NODE_ENV: 'production' })).not.toThrow();
  });

  it.each([
    ['NODE_ENV is production', 'demo-ojas', { ...EMULATOR, NODE_ENV: 'production' }],
    ['a real Firebase project (ojas-prod) is configured', 'ojas-prod', EMULATOR],
    ['a real Firebase project (demo-ojas) is configured', 'demo-ojas', { ...EMULATOR, FIREBASE_API_KEY: 'AIza-real' }],
  ])('are refused when %s', (why, projectId, env) => {
    expect(() => assertEmulatorStaysLocal(projectId, env)).toThrow(why);
  });

  it('stop a real server from starting, before it touches its data directory', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-unsafe-')), 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
      env: { ...process.env, ...EMULATOR, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set');
    expect(run.stderr).toContain('NODE_ENV is production');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
