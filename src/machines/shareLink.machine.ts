// Sharing a page: its link is copied to the clipboard, and a toast says whether it worked.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ToastKind } from '@domain/toast';

export type ShareLinkEvent = { type: 'share'; url: string };

export type ShareLinkEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const shareLinkMachine = setup({
  types: {
    context: {} as { url: string },
    events: {} as ShareLinkEvent,
    emitted: {} as ShareLinkEmitted,
  },
  actors: {
    copyText: fromPromise<void, string>(async () => {
      throw new Error('copyText is provided by the composition root');
    }),
  },
  actions: {
    storeUrl: assign(({ event }) => {
      assertEvent(event, 'share');
      return { url: event.url };
    }),
    toastCopied: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.linkCopied }),
    toastCopyFailed: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorCopyingToClipboard }),
  },
}).createMachine({
  id: 'shareLink',
  context: { url: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { share: { target: 'copying', actions: 'storeUrl' } },
    },
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => context.url,
        onDone: { target: 'idle', actions: 'toastCopied' },
        onError: { target: 'idle', actions: 'toastCopyFailed' },
      },
    },
  },
});
