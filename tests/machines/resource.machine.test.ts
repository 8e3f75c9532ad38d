import { describe, expect, it } from 'vitest';
import { resourceMachine, type ResourceInput } from '../../src/machines/resource.machine';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';

const input: ResourceInput = { request: { kind: 'blogPost' as const, slug: 'abhyanga' } };
const events = [
  actorDone('loadResource', { _id: 'abhyanga', title: 'Abhyanga' }),
  actorDone('loadResource', undefined),
  actorDone('loadResource', null),
  actorFails('loadResource', new Error('offline')),
  { type: 'retry' },
  { type: 'load', request: { kind: 'blogPost', slug: 'dinacharya' } },
];
const fakes = fakeActors('loadResource');
/** A page the server rendered: its data (or the server's "does not exist") is embedded. */
const preloadedStarts: { name: string; input: ResourceInput; state: string }[] = [
  { name: 'embedded data', input: { ...input, preloaded: { _id: 'abhyanga', title: 'Abhyanga' } }, state: 'ready' },
  { name: 'embedded missing', input: { ...input, preloaded: null }, state: 'missing' },
];
const machine = resourceMachine.provide({ actors: fakes.actors });

describe('resource machine (generated paths)', () => {
  const paths = generatePaths(resourceMachine, { events, input, kind: 'transitions' });

  it(`reaches loading, ready, missing and unavailable (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['loading', 'ready', 'missing', 'unavailable']),
    );
  });

  for (const start of preloadedStarts) {
    const preloadedPaths = generatePaths(resourceMachine, { events, input: start.input, kind: 'transitions' });
    it(`${start.name}: starts ${start.state} with no load, then loads afresh on a new request (${preloadedPaths.length} paths)`, async () => {
      expect(preloadedPaths[0]!.state.value).toBe(start.state);
      for (const path of preloadedPaths) {
        await replayPath(path, {
          machine,
          fakes,
          input: start.input,
          check: (snapshot) => {
            expect(fakes.isRunning('loadResource')).toBe(snapshot.matches('loading'));
            if (snapshot.matches('ready')) expect(snapshot.context.data).toBeDefined();
          },
        });
      }
    });
  }

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        input,
        check: (snapshot) => {
          // A failed GET yields nothing: only 'ready' ever holds data from the last load.
          if (snapshot.matches('unavailable'))
            expect(snapshot.context.data === undefined || typeof snapshot.context.data === 'object').toBe(true);
          if (snapshot.matches('ready')) expect(snapshot.context.data).toBeDefined();
          // Missing is the server's answer, not a failure: there is nothing to retry or show.
          if (snapshot.matches('missing')) {
            expect(snapshot.can({ type: 'retry' })).toBe(false);
            expect(snapshot.context.data === undefined || typeof snapshot.context.data === 'object').toBe(true);
          }
          // The request runs exactly while loading, for the latest request.
          expect(fakes.isRunning('loadResource')).toBe(snapshot.matches('loading'));
          if (snapshot.matches('loading'))
            expect(fakes.inputs('loadResource').at(-1)).toEqual(snapshot.context.request);
        },
      });
    });
  }
});
