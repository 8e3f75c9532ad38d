// Runs the resource machine for one page-data request and gives its typed result.
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { RequestOf, ResourceData, ResourceKind } from '@domain/resources';
import { useServices } from '../services/services';

export type ResourceView<K extends ResourceKind> =
  | { status: 'loading'; data?: undefined; retry: () => void }
  | { status: 'ready'; data: ResourceData[K]; retry: () => void }
  | { status: 'missing'; data?: undefined; retry: () => void }
  | { status: 'unavailable'; data?: undefined; retry: () => void };

export function useResource<K extends ResourceKind>(request: RequestOf<K>): ResourceView<K> {
  const { machines, preloaded } = useServices();
  // The input counts once, when the machine starts: a page the server rendered starts ready.
  const [snapshot, send] = useMachine(machines.resource, { input: { request, preloaded: preloaded.find(request) } });
  const requestKey = JSON.stringify(request);
  const lastKey = useRef(requestKey);
  useEffect(() => {
    if (lastKey.current === requestKey) return;
    lastKey.current = requestKey;
    send({ type: 'load', request: JSON.parse(requestKey) as RequestOf<K> });
  }, [requestKey, send]);
  const retry = () => send({ type: 'retry' });
  if (snapshot.matches('ready')) return { status: 'ready', data: snapshot.context.data as ResourceData[K], retry };
  if (snapshot.matches('missing')) return { status: 'missing', retry };
  if (snapshot.matches('unavailable')) return { status: 'unavailable', retry };
  return { status: 'loading', retry };
}
