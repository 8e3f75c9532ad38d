import { expect } from 'vitest';
import { resourceMachine } from '../../src/machines/resource.machine';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const input = { request: { kind: 'blogPost' as const, slug: 'abhyanga' } };
const events = [
  actorDone('loadResource', { _id: 'abhyanga', title: 'Abhyanga' }),
  actorDone('loadResource', undefined),
  actorDone('loadResource', null),
  actorFails('loadResource', new Error('offline')),
  { type: 'retry' },
  { type: 'load', request: { kind: 'blogPost', slug: 'dinacharya' } },
];
const fakes = fakeActors('loadResource');
const machine = resourceMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('resource machine (generated paths)', {
  logic: resourceMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['loading', 'ready', 'missing', 'unavailable'],
  // The request runs exactly while loading, for the latest request.
  runsWhile: { loadResource: 'loading' },
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
    if (snapshot.matches('loading')) expect(fakes.inputs('loadResource').at(-1)).toEqual(snapshot.context.request);
  },
});
