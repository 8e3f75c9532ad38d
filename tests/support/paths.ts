// Model-based testing: generate paths through a machine with @xstate/graph, then replay each
// path's events on a real actor and compare every state reached. The walk models an invoked
// actor's answer as its done/error event; the replay makes the fake actor answer instead, and
// turns delays into fake-timer time.
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorRef,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { flushActors, type FakeActors } from './fakeActors';
import { createActor } from './recordedActor';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** A walk step in which the invoked actor `id` answers with `output`. */
export const actorDone = (id: string, output: unknown): EventObject =>
  ({ type: `${DONE}${id}`, output }) as EventObject;

/** A walk step in which the invoked actor `id` fails with `error`. */
export const actorFails = (id: string, error: unknown): EventObject =>
  ({ type: `${ERROR}${id}`, error }) as EventObject;

export interface PathOptions {
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  input?: unknown;
  /**
   * 'simple' walks every path without repeating a state; 'shortest' one path per state;
   * 'transitions' one path per state plus one per other move between states (a retry, a
   * failure back to the start): the shortest path to a state, then that move.
   */
  kind?: 'simple' | 'shortest' | 'transitions';
  serializeState?: Serialize;
}

type Serialize = (snapshot: AnyMachineSnapshot) => string;

const defaultSerialize: Serialize = (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** The delayed transitions a state has, as the events the graph walks for them. */
function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ type }));
}

/** Every move between two different states, each after the shortest path to where it starts. */
function transitionPaths(machine: AnyStateMachine, traversal: object, serialize: Serialize): MachinePath[] {
  const shortest = getShortestPaths(machine as AnyActorLogic, traversal) as unknown as MachinePath[];
  const pathTo = new Map(shortest.map((path) => [serialize(path.state), path]));
  const moves = adjacencyMapToArray(getAdjacencyMap(machine as AnyActorLogic, traversal)) as {
    state: AnyMachineSnapshot;
    event: EventObject;
    nextState: AnyMachineSnapshot;
  }[];
  const extra = moves.flatMap(({ state, event, nextState }) => {
    const from = pathTo.get(serialize(state));
    const known = pathTo.get(serialize(nextState));
    if (!from || serialize(state) === serialize(nextState)) return [];
    const steps = [...from.steps, { state: nextState, event }];
    const same =
      known?.steps.length === steps.length &&
      JSON.stringify(known.steps.map((step) => step.event)) === JSON.stringify(steps.map((step) => step.event));
    return same ? [] : [{ ...from, state: nextState, steps, weight: steps.length }];
  });
  return [...shortest, ...extra];
}

export function generatePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const events = (snapshot: AnyMachineSnapshot) => [
    ...(typeof options.events === 'function' ? options.events(snapshot) : options.events),
    ...delayedEvents(snapshot),
  ];
  const serialize = options.serializeState ?? defaultSerialize;
  const traversal = { events: events as never, input: options.input, serializeState: serialize as never };
  if (options.kind === 'transitions') return transitionPaths(machine, traversal, serialize);
  const generate = options.kind === 'shortest' ? getShortestPaths : getSimplePaths;
  return generate(machine as AnyActorLogic, traversal) as unknown as MachinePath[];
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
  /** The machine as the test runs it (provided with the fake actors). */
  machine: AnyStateMachine;
  /** The fake actors the machine was provided with: they answer the walk's actor steps. */
  fakes?: FakeActors<string>;
  /** Makes an actor step happen some other way (a spawned child that ends). */
  answer?: (event: EventObject, actor: AnyActorRef) => Promise<void>;
  input?: unknown;
  /** What must match between the path's state and the actor's; value and context by default. */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra assertions on every state reached. */
  check?: (snapshot: AnyMachineSnapshot, step: number) => void;
}

async function answerWithFakes(event: EventObject, fakes: FakeActors<string> | undefined): Promise<void> {
  if (!fakes) throw new Error(`${event.type}: give replayPath the fake actors`);
  const { type } = event;
  if (type.startsWith(DONE)) await fakes.resolve(type.slice(DONE.length), (event as { output?: unknown }).output);
  else await fakes.reject(type.slice(ERROR.length), (event as { error?: unknown }).error);
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
      } else if (type.startsWith(DONE) || type.startsWith(ERROR)) {
        await (options.answer ? options.answer(step.event, actor) : answerWithFakes(step.event, options.fakes));
      } else if (type !== 'xstate.init') {
        actor.send(step.event);
      }
      await flushActors();
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
