// The two halves most machine tests have, written once: a suite of generated paths (each replayed
// on the real actor with its fake actors, the states the walk must reach, which fake actor runs in
// which state) and scenarios that start the machine and read the toasts it emits.
import { describe, expect, it } from 'vitest';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, InputFrom, StateValue } from 'xstate';
import type { FakeActors } from './fakeActors';
import { describePath, generatePaths, replayPath, type MachinePath, type PathOptions } from './paths';
import { createActor } from './recordedActor';

export interface GeneratedPathsSuite extends PathOptions {
  /** The machine as written: its graph is walked. */
  logic: AnyStateMachine;
  /** The machine as the test runs it, provided with `fakes`. */
  machine: AnyStateMachine;
  fakes: FakeActors<string>;
  /** Every state value the walk must reach (and no other). */
  reaches?: StateValue[];
  /** Each fake actor (by invoke id) runs exactly while the machine is in its state. */
  runsWhile?: Record<string, StateValue>;
  /** Extra assertions on every state a replay reaches. */
  check?: (snapshot: AnyMachineSnapshot) => void;
  /** More tests about the walk itself (which delays or values it went through). */
  more?: (paths: MachinePath[]) => void;
}

/** Walks `logic` (by default one path per state and per move) and replays every path. */
export function describeGeneratedPaths(title: string, suite: GeneratedPathsSuite): void {
  const { logic, machine, fakes, reaches, runsWhile = {}, check, more, ...pathOptions } = suite;
  describe(title, () => {
    const paths = generatePaths(logic, { kind: 'transitions', ...pathOptions });
    if (reaches)
      it(`reaches every state (${paths.length} paths)`, () => {
        const valueOf = (value: unknown) => JSON.stringify(value);
        expect(new Set(paths.map((path) => valueOf(path.state.value)))).toEqual(new Set(reaches.map(valueOf)));
      });
    for (const path of paths)
      it(describePath(path), () =>
        replayPath(path, {
          machine,
          fakes,
          input: pathOptions.input,
          check: (snapshot) => {
            for (const [id, state] of Object.entries(runsWhile))
              expect(fakes.isRunning(id), `${id} runs only in ${JSON.stringify(state)}`).toBe(snapshot.matches(state));
            check?.(snapshot);
          },
        }),
      );
    more?.(paths);
  });
}

/** Starts the machine and keeps the text of every toast it emits, in order. */
export function startWithToasts<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
): { actor: Actor<M>; toasts: string[] } {
  const actor = createActor(machine, { input }).start() as Actor<M>;
  const toasts: string[] = [];
  actor.on('toast', (event: { text: string }) => toasts.push(event.text));
  return { actor, toasts };
}
