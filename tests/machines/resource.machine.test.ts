import { expect, it } from 'vitest';
import { resourceMachine, type ResourceInput } from '@machines/resource.machine';
import { pageDataReplyOf, replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const input: ResourceInput = { request: { kind: 'blogPost' as const, slug: 'abhyanga' } };
const events = [
  actorDone('loadResource', replyOf({ _id: 'abhyanga', title: 'Abhyanga' })),
  actorDone('loadResource', UNANSWERED),
  actorDone('loadResource', pageDataReplyOf(null)),
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
    // A failure stores nothing: only 'ready' ever holds data from the last load.
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

// A page the server rendered: the walk starts ready (or missing) with no load, and a new request loads afresh.
for (const start of preloadedStarts)
  describeGeneratedPaths(`resource machine from ${start.name} (generated paths)`, {
    logic: resourceMachine,
    machine,
    fakes,
    events,
    input: start.input,
    runsWhile: { loadResource: 'loading' },
    check: (snapshot) => {
      if (snapshot.matches('ready')) expect(snapshot.context.data).toBeDefined();
    },
    more: (paths) => {
      it(`starts ${start.state}`, () => expect(paths[0]!.state.value).toBe(start.state));
    },
  });
