// The counts on the navbar's cart and wishlist icons.
import { assign, fromCallback, setup } from 'xstate';

export interface BadgeCounts {
  cart: number;
  wishlist: number;
}

export type BadgesEvent = { type: 'counts.changed'; counts: BadgeCounts };

export const badgesMachine = setup({
  types: {
    context: {} as BadgeCounts,
    events: {} as BadgesEvent,
  },
  actors: {
    watchCounts: fromCallback<BadgesEvent>(() => () => undefined),
  },
  actions: {
    storeCounts: assign(({ event }) => event.counts),
  },
}).createMachine({
  id: 'badges',
  context: { cart: 0, wishlist: 0 },
  invoke: { id: 'watchCounts', src: 'watchCounts' },
  on: { 'counts.changed': { actions: 'storeCounts' } },
});
