// One toast: shown for its life less the hiding lead, then hiding for the lead, then gone.
import { assertEvent, assign, setup } from 'xstate';
import { hidingMs, visibleMs, type Toast } from '@domain/toast';

export type ToastEvent = { type: 'dismiss' } | { type: 'update'; toast: Omit<Toast, 'id'> };

const initialContext = ({ input }: { input: Toast }): Toast => input;

export const toastMachine = setup({
  types: {
    input: {} as Toast,
    context: {} as Toast,
    events: {} as ToastEvent,
  },
  delays: {
    visibleFor: ({ context }) => visibleMs(context.life),
    hidingFor: ({ context }) => hidingMs(context.life),
  },
  actions: {
    replaceContent: assign(({ context, event }) => {
      assertEvent(event, 'update');
      return { ...event.toast, id: context.id };
    }),
  },
}).createMachine({
  id: 'toast',
  context: initialContext,
  initial: 'visible',
  states: {
    visible: {
      after: { visibleFor: 'hiding' },
      on: {
        dismiss: 'hiding',
        // A loading toast turns into its outcome and starts a fresh life.
        update: { target: 'visible', reenter: true, actions: 'replaceContent' },
      },
    },
    hiding: {
      after: { hidingFor: 'gone' },
      // Replaced while it fades (a payment's outcome after a failed attempt): shown afresh, not lost.
      on: { update: { target: 'visible', actions: 'replaceContent' } },
    },
    gone: { type: 'final' },
  },
});
