// createActor for machine tests: the same as xstate's, and every actor it creates (with its
// invoked and spawned children) reports the states it enters and the transitions it takes.
// Each test file writes what it saw to the coverage directory (machineCoverageFile.ts, a setup
// file); machineCoverageGate.ts reads it.
import fs from 'node:fs';
import path from 'node:path';
import {
  createActor as createXStateActor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import { COVERAGE_DIR, transitionKey, type CoverageReport } from './machineCoverage';

const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();

function machineOf(snapshot: unknown): AnyMachineSnapshot | undefined {
  const candidate = snapshot as Partial<AnyMachineSnapshot> | undefined;
  return candidate?.machine && candidate._nodes ? (candidate as AnyMachineSnapshot) : undefined;
}

function record(event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
  const snapshot = machineOf(event.snapshot);
  if (!snapshot) return;
  const id = snapshot.machine.id;
  const entry = seen.get(id) ?? { states: new Set<string>(), transitions: new Set<string>() };
  seen.set(id, entry);
  for (const node of snapshot._nodes) if (node.parent) entry.states.add(node.id);
  if (event.type === '@xstate.microstep') {
    const taken = (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? [];
    for (const transition of taken) {
      entry.transitions.add(transitionKey(transition));
      // A transition's source was entered even when the snapshots never show it (eventless hops).
      for (let node = transition.source; node.parent; node = node.parent) entry.states.add(node.id);
    }
  }
}

function both(
  mine: (event: InspectionEvent) => void,
  theirs: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined,
) {
  return (event: InspectionEvent) => {
    mine(event);
    if (typeof theirs === 'function') theirs(event);
    else theirs?.next?.(event);
  };
}

export const createActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createXStateActor(logic, { ...options, inspect: both(record, options?.inspect) })) as typeof createXStateActor;

/**
 * Writes what this test file's actors went through, and forgets it for the next file: the unit
 * project's files share one module graph, so the setup file calls this after each of them.
 */
export function writeCoverageReport(testPath: string): void {
  if (seen.size === 0) return;
  const file = path.relative(process.cwd(), testPath);
  const report: CoverageReport = {
    file,
    machines: Object.fromEntries(
      [...seen].map(([id, entry]) => [id, { states: [...entry.states], transitions: [...entry.transitions] }]),
    ),
  };
  fs.mkdirSync(COVERAGE_DIR, { recursive: true });
  fs.writeFileSync(path.join(COVERAGE_DIR, `${file.replace(/\W+/g, '-')}.json`), JSON.stringify(report));
  seen.clear();
}
