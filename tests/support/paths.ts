// Model-based testing: generate paths through a machine with @xstate/graph, then replay each
// path's events on a real actor (fake timers for delays) and compare every state reached.
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export interface PathOptions {
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  input?: unknown;
  /** 'simple' walks every path without repeating a state; 'shortest' one path per state. */
  kind?: 'simple' | 'shortest';
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** The delayed transitions a state has, as the events the graph walks for them. */
function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ type }));
}

export function generatePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const generate = options.kind === 'shortest' ? getShortestPaths : getSimplePaths;
  const events = (snapshot: AnyMachineSnapshot) => [
    ...(typeof options.events === 'function' ? options.events(snapshot) : options.events),
    ...delayedEvents(snapshot),
  ];
  return generate(machine as AnyActorLogic, {
    events: events as never,
    input: options.input,
    serializeState: (options.serializeState ?? defaultSerialize) as never,
  }) as unknown as MachinePath[];
}

export function describePath(path: MachinePath): string {
  return path.steps.map((step) => step.event.type).join(' → ') || '(initial)';
}

function delayMs(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  // xstate.after.<delay>.<machineId>.<statePath>
  const delay = eventType.split('.')[2] ?? '';
  if (/^\d+$/.test(delay)) return Number(delay);
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof implementation === 'number') return implementation;
  if (typeof implementation === 'function')
    return implementation({ context: snapshot.context, event: { type: '' } }, undefined);
  throw new Error(`Unknown delay ${delay}`);
}

export interface ReplayOptions {
  /** The machine as the test runs it (provided with inert actors). */
  machine: AnyStateMachine;
  input?: unknown;
  /** What must match between the path's state and the actor's; value and context by default. */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra assertions on every state reached. */
  check?: (snapshot: AnyMachineSnapshot, step: number) => void;
}

/** Replays a generated path on a live actor and asserts every state it reaches. */
export async function replayPath(path: MachinePath, options: ReplayOptions): Promise<void> {
  const project =
    options.project ?? ((snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context }));
  vi.useFakeTimers();
  try {
    const actor = createActor(options.machine, { input: options.input }).start();
    let index = 0;
    for (const step of path.steps) {
      const type = step.event.type;
      if (type.startsWith('xstate.after.')) {
        await vi.advanceTimersByTimeAsync(delayMs(options.machine, type, actor.getSnapshot()));
      } else if (type !== 'xstate.init') {
        actor.send(step.event);
      }
      for (let i = 0; i < 5; i += 1) await Promise.resolve(); // let promise actors settle
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(project(snapshot), `after ${type} (step ${index + 1} of ${describePath(path)})`).toEqual(
        project(step.state),
      );
      options.check?.(snapshot, index);
      index += 1;
    }
    actor.stop();
  } finally {
    vi.useRealTimers();
  }
}
