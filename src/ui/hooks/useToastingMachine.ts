// A page's flow machine, loaded on demand, with the toasts it emits shown by the global toaster.
import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine, ConditionalRequired, IsNotNever, RequiredActorOptionsKeys } from 'xstate';
import type { LazyMachine } from '../services/services';
import { useLazyMachine } from './useLazyMachine';
import { useToastEmitter } from './useToastEmitter';

/** The options `useMachine` takes for this machine: `input` is required where the machine needs one. */
type FlowOptions<TMachine extends AnyStateMachine> = ConditionalRequired<
  [options?: ActorOptions<TMachine> & { [K in RequiredActorOptionsKeys<TMachine>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TMachine>>
>;

export function useToastingMachine<TMachine extends AnyStateMachine>(
  lazy: LazyMachine<TMachine>,
  ...options: FlowOptions<TMachine>
) {
  const flow = useMachine(useLazyMachine(lazy), ...options);
  useToastEmitter(flow[2]);
  return flow;
}
