// Loading the data of a page: loading → ready; missing when the server says the one thing
// asked for does not exist; or unavailable (a failed GET yields nothing) with a retry. A page the
// server rendered starts from the data it embedded: ready (or missing) at once, with no load.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ResourceRequest } from '@domain/resources';
import { actorOutput } from './actorOutput';

export interface ResourceContext {
  request: ResourceRequest;
  data: unknown;
}

/**
 * `preloaded`: what the server already loaded for this request (null when it answered that the thing
 * does not exist); absent when nothing was loaded.
 */
export interface ResourceInput {
  request: ResourceRequest;
  preloaded?: unknown;
}

export type ResourceEvent = { type: 'retry' } | { type: 'load'; request: ResourceRequest };

const initialContext = ({ input }: { input: ResourceInput }): ResourceContext => ({
  request: input.request,
  data: input.preloaded,
});
const requestOf = ({ context }: { context: ResourceContext }) => context.request;

export const resourceMachine = setup({
  types: {
    input: {} as ResourceInput,
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    loadResource: fromPromise<unknown, ResourceRequest>(async () => undefined),
  },
  guards: {
    gotData: (_, output: unknown) => output !== undefined && output !== null,
    isMissing: (_, output: unknown) => output === null,
    wasPreloaded: ({ context }) => context.data !== undefined && context.data !== null,
    wasPreloadedMissing: ({ context }) => context.data === null,
  },
  actions: {
    storeData: assign((_, data: unknown) => ({ data })),
    switchRequest: assign(({ event }) => {
      assertEvent(event, 'load');
      return { request: event.request };
    }),
  },
}).createMachine({
  id: 'resource',
  context: initialContext,
  initial: 'starting',
  on: { load: { target: '.loading', actions: 'switchRequest' } },
  states: {
    starting: {
      always: [
        { guard: 'wasPreloaded', target: 'ready' },
        { guard: 'wasPreloadedMissing', target: 'missing' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadResource',
        src: 'loadResource',
        input: requestOf,
        onDone: [
          {
            guard: { type: 'gotData', params: actorOutput<unknown> },
            target: 'ready',
            actions: { type: 'storeData', params: actorOutput<unknown> },
          },
          { guard: { type: 'isMissing', params: actorOutput<unknown> }, target: 'missing' },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    ready: {},
    missing: {},
    unavailable: {
      on: { retry: 'loading' },
    },
  },
});
