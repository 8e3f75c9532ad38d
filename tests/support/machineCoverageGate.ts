// The machine coverage gate (a globalSetup of the unit project): before the run it clears the
// reports; after it, it prints one row per machine (states and transitions the machine tests'
// actors went through) and fails the run when any machine is below 100 %. A run of only some
// machine test files prints the table without failing.
import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { COVERAGE_DIR, machineElements, type CoverageReport, type Traversed } from './machineCoverage';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MACHINES_DIR = path.join(ROOT, 'src/machines');
const TESTS_DIR = path.join(ROOT, 'tests/machines');

async function loadMachines(): Promise<AnyStateMachine[]> {
  const files = fs.readdirSync(MACHINES_DIR).filter((name) => name.endsWith('.machine.ts'));
  const modules = await Promise.all(files.map((name) => import(path.join(MACHINES_DIR, name))));
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.values(module).filter(
      (value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value,
    ),
  );
}

function readReports(): CoverageReport[] {
  if (!fs.existsSync(COVERAGE_DIR)) return [];
  return fs
    .readdirSync(COVERAGE_DIR)
    .map((name) => JSON.parse(fs.readFileSync(path.join(COVERAGE_DIR, name), 'utf8')) as CoverageReport);
}

interface Row {
  machine: string;
  missing: Traversed;
  states: string;
  transitions: string;
}

const share = (covered: number, all: number) =>
  `${covered}/${all} (${all === 0 ? 100 : Math.floor((covered / all) * 100)} %)`;

function rowOf(machine: AnyStateMachine, reports: CoverageReport[]): Row {
  const all = machineElements(machine);
  const seen = reports.map((report) => report.machines[machine.id]).filter((entry) => entry !== undefined);
  const seenStates = new Set(seen.flatMap((entry) => entry.states));
  const seenTransitions = new Set(seen.flatMap((entry) => entry.transitions));
  const missing = {
    states: all.states.filter((state) => !seenStates.has(state)),
    transitions: all.transitions.filter((transition) => !seenTransitions.has(transition)),
  };
  return {
    machine: machine.id,
    missing,
    states: share(all.states.length - missing.states.length, all.states.length),
    transitions: share(all.transitions.length - missing.transitions.length, all.transitions.length),
  };
}

function printTable(rows: Row[]): void {
  const header = ['machine', 'states covered', 'transitions covered'];
  const cells = rows.map((row) => [row.machine, row.states, row.transitions]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) => cell.map((text, column) => text.padEnd(widths[column]!)).join('  ');
  console.log(['', 'Machine coverage', line(header), ...cells.map(line)].join('\n'));
  for (const row of rows) {
    for (const state of row.missing.states) console.log(`  ${row.machine}: state not reached: ${state}`);
    for (const transition of row.missing.transitions)
      console.log(`  ${row.machine}: transition not taken: ${transition}`);
  }
}

export function setup(): void {
  fs.rmSync(COVERAGE_DIR, { recursive: true, force: true });
}

export async function teardown(): Promise<void> {
  const reports = readReports();
  if (reports.length === 0) return; // no machine test ran
  const rows = (await loadMachines()).map((machine) => rowOf(machine, reports));
  printTable(rows);
  const testFiles = fs.readdirSync(TESTS_DIR).filter((name) => name.endsWith('.machine.test.ts'));
  const ran = new Set(reports.map((report) => path.basename(report.file)));
  const partial = testFiles.filter((name) => !ran.has(name));
  if (partial.length > 0) {
    console.log(`Partial run (${partial.length} machine test files did not run): the gate is not applied.`);
    return;
  }
  const short = rows.filter((row) => row.missing.states.length + row.missing.transitions.length > 0);
  if (short.length > 0) {
    process.exitCode = 1;
    console.error(`\nFAIL machine coverage below 100 %: ${short.map((row) => row.machine).join(', ')}`);
  }
}
