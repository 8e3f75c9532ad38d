// Loading the data of a page: loading → ready, or unavailable (a failed GET yields nothing,
// spec §7) with a retry.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { ResourceRequest } from '../domain/resources';

export interface ResourceContext {
  request: ResourceRequest;
  data: unknown;
}

export type ResourceEvent = { type: 'retry' } | { type: 'load'; request: ResourceRequest };

export const resourceMachine = setup({
  types: {
    input: {} as { request: ResourceRequest },
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    loadResource: fromPromise<unknown, ResourceRequest>(async () => undefined),
  },
  guards: {
    gotData: (_, output: unknown) => output !== undefined,
  },
  actions: {
    storeData: assign((_, data: unknown) => ({ data })),
    switchRequest: assign(({ event }) => (event.type === 'load' ? { request: event.request } : {})),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ request: input.request, data: undefined }),
  initial: 'loading',
  on: { load: { target: '.loading', actions: 'switchRequest' } },
  states: {
    loading: {
      invoke: {
        id: 'loadResource',
        src: 'loadResource',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'gotData', params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output },
            target: 'ready',
            actions: { type: 'storeData', params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    ready: {},
    unavailable: {
      on: { retry: 'loading' },
    },
  },
});
