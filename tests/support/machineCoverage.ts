// The states and transitions of a machine, read from the runtime machine itself: every state
// node, and every transition candidate (events, eventless, delayed, and the done/error of invoked
// actors), each guarded branch on its own. Keys are stable across `machine.provide(...)` copies,
// so what the tests' actors went through can be compared with what the machine has.
import path from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Where each machine test file writes what its actors went through; the gate reads it. */
export const COVERAGE_DIR = path.resolve(import.meta.dirname, '../../.test-data/machine-coverage');

export interface Traversed {
  states: string[];
  transitions: string[];
}

/** What one test file's actors went through, by machine id. */
export interface CoverageReport {
  file: string;
  machines: Record<string, Traversed>;
}

function describeEvent(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${actor[2]}`;
  return eventType;
}

/** "source state · event · branch", e.g. "profile.editing · photo.selected · 2". */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const branches = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id} · ${describeEvent(eventType)} · ${branches.indexOf(transition) + 1}`;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Every state (by id, the root aside) and every transition of a machine. */
export function machineElements(machine: AnyStateMachine): Traversed {
  const nodes = [machine.root, ...descendants(machine.root)];
  return {
    states: nodes.slice(1).map((node) => node.id),
    transitions: nodes.flatMap((node) =>
      [...node.transitions.values(), node.always ?? []].flat().map((transition) => transitionKey(transition)),
    ),
  };
}
