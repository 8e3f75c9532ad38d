// All toasts on screen: each is a toast actor, removed when it is gone.
import { assertEvent, assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { DEFAULT_TOAST_LIFE, type ToastKind } from '@domain/toast';
import { toastMachine } from './toast.machine';

export type ToastRef = ActorRefFrom<typeof toastMachine>;

export type ToasterEvent =
  /** With an id, a toast already showing under that id changes instead (loading → outcome). */
  | { type: 'show'; kind: ToastKind; text: string; life?: number; id?: string }
  /** Turns a toast (a loading one, usually) into another kind and text. */
  | { type: 'update'; id: string; kind: ToastKind; text: string; life?: number }
  | { type: 'dismiss'; id: string };

export interface ToasterContext {
  toasts: ToastRef[];
  nextId: number;
}

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
  },
  actors: { toast: toastMachine },
  guards: {
    isShowingUnderId: ({ context, event }) => {
      assertEvent(event, 'show');
      return context.toasts.some((ref) => ref.id === event.id);
    },
  },
  actions: {
    spawnToast: assign(({ context, event, spawn }) => {
      assertEvent(event, 'show');
      const id = event.id ?? `toast-${context.nextId}`;
      const ref = spawn('toast', {
        id,
        input: { id, type: event.kind, text: event.text, life: event.life ?? DEFAULT_TOAST_LIFE[event.kind] },
      });
      return { toasts: [...context.toasts, ref], nextId: context.nextId + 1 };
    }),
    forwardToToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['show', 'update', 'dismiss']);
      const target = context.toasts.find((ref) => ref.id === event.id);
      if (!target) return;
      enqueue.sendTo(
        target,
        event.type === 'dismiss'
          ? { type: 'dismiss' }
          : {
              type: 'update',
              toast: { type: event.kind, text: event.text, life: event.life ?? DEFAULT_TOAST_LIFE[event.kind] },
            },
      );
    }),
    // A toast actor that reached its final state reports done with its id.
    forgetToast: assign(({ context, event }) => {
      const goneId = (event as { actorId?: string }).actorId;
      return { toasts: context.toasts.filter((ref) => ref.id !== goneId) };
    }),
  },
}).createMachine({
  id: 'toaster',
  context: { toasts: [], nextId: 1 },
  on: {
    show: [{ guard: 'isShowingUnderId', actions: 'forwardToToast' }, { actions: 'spawnToast' }],
    update: { actions: 'forwardToToast' },
    dismiss: { actions: 'forwardToToast' },
    'xstate.done.actor.*': { actions: 'forgetToast' },
  },
});
