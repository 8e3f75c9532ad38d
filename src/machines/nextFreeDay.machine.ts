// Looking ahead from a day without free slots: the first free slot after that day, within the
// booking horizon, gives the next day to offer. The machine ends with that day, or with none when
// no later day has a free slot or it could not be looked up. Booking and rescheduling invoke it.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { laterFreeDate, type Slot } from '@domain/slots';
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
    /** The first free slot after the day (null when none in the horizon), or why not. */
    findNextFreeSlot: fromPromise<ApiResult<Slot | null>, NextFreeDayInput>(async () =>
      notProvided('findNextFreeSlot'),
    ),
  },
  guards: {
    isLaterDay: ({ context }, reply: ApiResult<Slot | null>) =>
      reply.success && laterFreeDate(reply.data, context.after) !== null,
  },
  actions: {
    storeNextFreeDate: assign(({ context }, reply: ApiResult<Slot | null>) => ({
      nextFreeDate: reply.success ? laterFreeDate(reply.data, context.after) : null,
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
            guard: { type: 'isLaterDay', params: actorOutput<ApiResult<Slot | null>> },
            target: 'found',
            actions: { type: 'storeNextFreeDate', params: actorOutput<ApiResult<Slot | null>> },
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
