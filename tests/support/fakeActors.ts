// Promise actors that answer only when the test says so: each invocation waits, under its
// invoke id, until the test resolves or rejects it. The machine then sees a real actor finish,
// and tests never send the internal done/error events themselves.
import { fromPromise, type AnyActorLogic } from 'xstate';

interface Waiting {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface FakeActors<N extends string> {
  /** The actors to give `machine.provide({ actors })`. */
  actors: Record<N, never>;
  /** Whether an invocation with this invoke id is waiting for its answer. */
  isRunning: (id: string) => boolean;
  /** The input each invocation received, in order, by invoke id. */
  inputs: (id: string) => unknown[];
  resolve: (id: string, output: unknown) => Promise<void>;
  reject: (id: string, error: unknown) => Promise<void>;
}

/** Lets the machine take a settled promise's outcome (the actor answers a few microtasks later). */
export async function flushActors(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export function fakeActors<N extends string>(...names: N[]): FakeActors<N> {
  const waiting = new Map<string, Waiting>();
  const received = new Map<string, unknown[]>();
  const fake = (): AnyActorLogic =>
    fromPromise<unknown, unknown>(({ input, self, signal }) => {
      received.set(self.id, [...(received.get(self.id) ?? []), input]);
      return new Promise((resolve, reject) => {
        waiting.set(self.id, { resolve, reject });
        signal.addEventListener('abort', () => {
          if (waiting.get(self.id)?.resolve === resolve) waiting.delete(self.id);
        });
      });
    });
  const take = (id: string): Waiting => {
    const entry = waiting.get(id);
    if (!entry) throw new Error(`No running actor '${id}' to answer (running: ${[...waiting.keys()].join(', ')})`);
    waiting.delete(id);
    return entry;
  };
  return {
    actors: Object.fromEntries(names.map((name) => [name, fake()])) as Record<N, never>,
    isRunning: (id) => waiting.has(id),
    inputs: (id) => received.get(id) ?? [],
    resolve: async (id, output) => {
      take(id).resolve(output);
      await flushActors();
    },
    reject: async (id, error) => {
      take(id).reject(error);
      await flushActors();
    },
  };
}
