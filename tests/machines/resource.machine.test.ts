import { describe, expect, it } from 'vitest';
import { resourceMachine } from '../../src/machines/resource.machine';
import { pending } from '../support/inert';
import { describePath, generatePaths, replayPath } from '../support/paths';

const input = { request: { kind: 'blogPost' as const, slug: 'abhyanga' } };
const events = [
  { type: 'xstate.done.actor.loadResource', output: { _id: 'abhyanga', title: 'Abhyanga' } },
  { type: 'xstate.done.actor.loadResource', output: undefined },
  { type: 'xstate.error.actor.loadResource', error: new Error('offline') },
  { type: 'retry' },
  { type: 'load', request: { kind: 'blogPost', slug: 'dinacharya' } },
];
const machine = resourceMachine.provide({ actors: { loadResource: pending() } });

describe('resource machine (generated paths)', () => {
  const paths = generatePaths(resourceMachine, { events, input, kind: 'shortest' });

  it(`reaches loading, ready and unavailable (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['loading', 'ready', 'unavailable']));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        input,
        check: (snapshot) => {
          // A failed GET yields nothing: only 'ready' ever holds data from the last load.
          if (snapshot.matches('unavailable'))
            expect(snapshot.context.data === undefined || typeof snapshot.context.data === 'object').toBe(true);
          if (snapshot.matches('ready')) expect(snapshot.context.data).toBeDefined();
        },
      });
    });
  }
});
