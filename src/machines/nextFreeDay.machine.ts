// Looking ahead from a day without free slots: the first free slot after that day, within the
// booking horizon, gives the next day to offer. The machine ends with that day, or with none when
// no later day has a free slot or it could not be looked up. Booking and rescheduling invoke it.
import { assign, fromPromise, setup } from 'xstate';
import { laterFreeDate, type Slot } from '../domain/slots';
import { actorOutput } from './actorOutput';

export interface NextFreeDayInput {
  doctorId: string;
  /** The day without free slots (India date). */
  after: string;
}

export interface NextFreeDayContext extends NextFreeDayInput {
  nextFreeDate: string | null;
}

/** A guard for the machine that invokes this one: a later day was found. */
export const foundLaterDay = (_: unknown, date: string | null): boolean => date !== null;

const lookAheadRequest = ({ context }: { context: NextFreeDayContext }): NextFreeDayInput => ({
  doctorId: context.doctorId,
  after: context.after,
});

export const nextFreeDayMachine = setup({
  types: {
    input: {} as NextFreeDayInput,
    context: {} as NextFreeDayContext,
    output: {} as string | null,
  },
  actors: {
    findNextFreeSlot: fromPromise<Slot | null | undefined, NextFreeDayInput>(async () => undefined),
  },
  guards: {
    isLaterDay: ({ context }, slot: Slot | null | undefined) => laterFreeDate(slot, context.after) !== null,
  },
  actions: {
    storeNextFreeDate: assign(({ context }, slot: Slot | null | undefined) => ({
      nextFreeDate: laterFreeDate(slot, context.after),
    })),
  },
}).createMachine({
  id: 'nextFreeDay',
  context: ({ input }) => ({ doctorId: input.doctorId, after: input.after, nextFreeDate: null }),
  initial: 'lookingAhead',
  states: {
    lookingAhead: {
      invoke: {
        id: 'findNextFreeSlot',
        src: 'findNextFreeSlot',
        input: lookAheadRequest,
        onDone: [
          {
            guard: { type: 'isLaterDay', params: actorOutput<Slot | null | undefined> },
            target: 'found',
            actions: { type: 'storeNextFreeDate', params: actorOutput<Slot | null | undefined> },
          },
          { target: 'none' },
        ],
        onError: { target: 'none' },
      },
    },
    found: { type: 'final' },
    // No later day has a free slot, or it could not be looked up.
    none: { type: 'final' },
  },
  output: ({ context }) => context.nextFreeDate,
});
