// Forwards the toasts a page machine emits to the global toaster.
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ToastKind } from '@domain/toast';
import { useServices } from '../services/services';

export function useToastEmitter(actor: AnyActorRef): void {
  const { toaster } = useServices();
  useEffect(() => {
    const subscription = actor.on('toast', (event: { kind: ToastKind; text: string; id?: string; life?: number }) => {
      toaster.send({ type: 'show', kind: event.kind, text: event.text, id: event.id, life: event.life });
    });
    return () => subscription.unsubscribe();
  }, [actor, toaster]);
}
