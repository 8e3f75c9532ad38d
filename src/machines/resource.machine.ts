// Loading the data of a page: loading → ready; missing when the server says the one thing
// asked for does not exist (not_found); or unavailable (any other failure) with a retry. A page the
// server rendered starts from the data it embedded: ready (or missing) at once, with no load.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, failedWith, FAILURE_CODES, type ApiResult } from '@domain/contract/envelope';
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
    /** The page data, or why not (not_found when the one thing asked for does not exist). */
    loadResource: fromPromise<ApiResult<unknown>, ResourceRequest>(async () => notProvided('loadResource')),
  },
  guards: {
    gotData: (_, reply: ApiResult<unknown>) => reply.success,
    isMissing: (_, reply: ApiResult<unknown>) => failedWith(reply, FAILURE_CODES.notFound),
    wasPreloaded: ({ context }) => context.data !== undefined && context.data !== null,
    wasPreloadedMissing: ({ context }) => context.data === null,
  },
  actions: {
    storeData: assign((_, reply: ApiResult<unknown>) => (reply.success ? { data: reply.data } : {})),
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
            guard: { type: 'gotData', params: actorOutput<ApiResult<unknown>> },
            target: 'ready',
            actions: { type: 'storeData', params: actorOutput<ApiResult<unknown>> },
          },
          { guard: { type: 'isMissing', params: actorOutput<ApiResult<unknown>> }, target: 'missing' },
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
