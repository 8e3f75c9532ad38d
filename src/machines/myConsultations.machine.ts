// The patient's consultations: load them; cancel one (the server refunds as the policy says);
// reschedule a booked one to another free slot of the same doctor (day → slot → move) without
// paying again. A day without free slots says so and offers the next later day with one, a day
// whose slots could not be loaded says so with a retry, and a day chosen while slots load loads
// that day instead, as the booking panel does. Each change replaces the consultation in the list
// with the server's answer.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Consultation } from '@domain/contract/consultations';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { replaceRow } from '@domain/rows';
import { indiaDateOf, isFullDay, offeredSlots, type Slot } from '@domain/slots';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { foundLaterDay, nextFreeDayMachine, type NextFreeDayInput } from './nextFreeDay.machine';

export interface MyConsultationsContext {
  userId: string;
  consultations: Consultation[];
  /** The consultation being cancelled or rescheduled. */
  targetId: string | null;
  /** The day and free slots offered for rescheduling. */
  date: string;
  slots: Slot[];
  /** On a day without free slots: the next later day with one, once found. */
  nextFreeDate: string | null;
  startsAt: string | null;
}

export type MyConsultationsEvent =
  | { type: 'retry' }
  | { type: 'cancel'; consultationId: string }
  | { type: 'reschedule.open'; consultationId: string }
  | { type: 'day.chosen'; date: string }
  | { type: 'slot.chosen'; startsAt: string }
  | { type: 'reschedule.confirm' }
  | { type: 'reschedule.close' };

export type MyConsultationsEmitted = { type: 'toast'; kind: ToastKind; text: string };

const targetOf = (context: MyConsultationsContext) =>
  context.consultations.find((consultation) => consultation._id === context.targetId);
const userOf = ({ context }: { context: MyConsultationsContext }) => context.userId;
const cancelRequest = ({ context }: { context: MyConsultationsContext }) => ({
  consultationId: context.targetId!,
  userId: context.userId,
});
const slotsRequest = ({ context }: { context: MyConsultationsContext }) => ({
  doctorId: targetOf(context)!.doctorId,
  date: context.date,
});
const laterSlotRequest = ({ context }: { context: MyConsultationsContext }): NextFreeDayInput => ({
  doctorId: targetOf(context)!.doctorId,
  after: context.date,
});
const moveRequest = ({ context }: { context: MyConsultationsContext }) => ({
  consultationId: context.targetId!,
  userId: context.userId,
  startsAt: context.startsAt!,
});

export const myConsultationsMachine = setup({
  types: {
    input: {} as { userId: string },
    context: {} as MyConsultationsContext,
    events: {} as MyConsultationsEvent,
    emitted: {} as MyConsultationsEmitted,
  },
  actors: {
    loadConsultations: fromPromise<ApiResult<Consultation[]>, string>(async () => notProvided('loadConsultations')),
    cancelConsultation: fromPromise<ApiResult<Consultation>, { consultationId: string; userId: string }>(async () =>
      notProvided('cancelConsultation'),
    ),
    fetchSlots: fromPromise<ApiResult<Slot[]>, { doctorId: string; date: string }>(async () =>
      notProvided('fetchSlots'),
    ),
    nextFreeDay: nextFreeDayMachine,
    rescheduleConsultation: fromPromise<
      ApiResult<Consultation>,
      { consultationId: string; userId: string; startsAt: string }
    >(async () => notProvided('rescheduleConsultation')),
  },
  guards: {
    wasLoaded: (_, reply: ApiResult<Consultation[]>) => reply.success,
    wasAccepted: (_, reply: ApiResult<Consultation>) => reply.success,
    slotsLoaded: (_, reply: ApiResult<Slot[]>) => reply.success,
    dayIsEmpty: (_, reply: ApiResult<Slot[]>) => isFullDay(reply),
    foundLaterDay,
    isKnown: ({ context, event }) => {
      assertEvent(event, ['cancel', 'reschedule.open']);
      return context.consultations.some((consultation) => consultation._id === event.consultationId);
    },
    isOfferedSlot: ({ context, event }) => {
      assertEvent(event, 'slot.chosen');
      return context.slots.some((slot) => slot.startsAt === event.startsAt);
    },
    hasSlot: ({ context }) => context.startsAt !== null,
  },
  actions: {
    storeConsultations: assign((_, reply: ApiResult<Consultation[]>) => ({
      consultations: reply.success ? reply.data : [],
    })),
    storeTarget: assign(({ context, event }) => {
      assertEvent(event, ['cancel', 'reschedule.open']);
      const target = context.consultations.find((consultation) => consultation._id === event.consultationId)!;
      return {
        targetId: event.consultationId,
        date: indiaDateOf(target.startsAt),
        slots: [],
        nextFreeDate: null,
        startsAt: null,
      };
    }),
    storeDate: assign(({ event }) => {
      assertEvent(event, 'day.chosen');
      return { date: event.date, slots: [], nextFreeDate: null, startsAt: null };
    }),
    storeSlots: assign((_, reply: ApiResult<Slot[]>) => ({ slots: offeredSlots(reply) })),
    storeNextFreeDate: assign((_, nextFreeDate: string | null) => ({ nextFreeDate })),
    forgetSlots: assign({ slots: [], startsAt: null }),
    storeSlot: assign(({ event }) => {
      assertEvent(event, 'slot.chosen');
      return { startsAt: event.startsAt };
    }),
    replaceConsultation: assign(({ context }, reply: ApiResult<Consultation>) => {
      const changed = (reply as { data: Consultation }).data;
      return {
        consultations: replaceRow(context.consultations, changed),
        targetId: null,
        startsAt: null,
      };
    }),
    forgetTarget: assign({ targetId: null, startsAt: null, slots: [], nextFreeDate: null }),
    toastCancelled: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.consultationCancelled }),
    toastCancelError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorCancellingConsultation }),
    toastRescheduled: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.consultationRescheduled }),
    toastRescheduleError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorReschedulingConsultation }),
    toastSelectSlot: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.selectTimeSlot }),
  },
}).createMachine({
  id: 'myConsultations',
  context: ({ input }) => ({
    userId: input.userId,
    consultations: [],
    targetId: null,
    date: '',
    slots: [],
    nextFreeDate: null,
    startsAt: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConsultations',
        src: 'loadConsultations',
        input: userOf,
        onDone: [
          {
            guard: { type: 'wasLoaded', params: actorOutput<ApiResult<Consultation[]>> },
            target: 'ready',
            actions: { type: 'storeConsultations', params: actorOutput<ApiResult<Consultation[]>> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            cancel: { guard: 'isKnown', target: 'cancelling', actions: 'storeTarget' },
            'reschedule.open': { guard: 'isKnown', target: 'rescheduling', actions: 'storeTarget' },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelConsultation',
            src: 'cancelConsultation',
            input: cancelRequest,
            onDone: [
              {
                guard: { type: 'wasAccepted', params: actorOutput<ApiResult<Consultation>> },
                target: 'idle',
                actions: [
                  { type: 'replaceConsultation', params: actorOutput<ApiResult<Consultation>> },
                  'toastCancelled',
                ],
              },
              { target: 'idle', actions: ['forgetTarget', 'toastCancelError'] },
            ],
            onError: { target: 'idle', actions: ['forgetTarget', 'toastCancelError'] },
          },
        },
        rescheduling: {
          initial: 'loadingSlots',
          states: {
            // Another day chosen meanwhile re-enters the state: the running load is stopped (its
            // answer never arrives) and the chosen day is loaded. Closing the dialog stops it too.
            loadingSlots: {
              on: {
                'day.chosen': { target: 'loadingSlots', reenter: true, actions: 'storeDate' },
                'reschedule.close': { target: '#myConsultations.ready.idle', actions: 'forgetTarget' },
              },
              invoke: {
                id: 'fetchSlots',
                src: 'fetchSlots',
                input: slotsRequest,
                onDone: [
                  {
                    guard: { type: 'dayIsEmpty', params: actorOutput<ApiResult<Slot[]>> },
                    target: 'noSlots',
                    actions: { type: 'storeSlots', params: actorOutput<ApiResult<Slot[]>> },
                  },
                  {
                    guard: { type: 'slotsLoaded', params: actorOutput<ApiResult<Slot[]>> },
                    target: 'picking',
                    actions: { type: 'storeSlots', params: actorOutput<ApiResult<Slot[]>> },
                  },
                  { target: 'unavailable', actions: 'forgetSlots' },
                ],
                onError: { target: 'unavailable', actions: 'forgetSlots' },
              },
            },
            // The day's slots could not be loaded: not a day without slots. The dialog says so
            // with a retry, as the booking panel does; another day or closing work as ever.
            unavailable: {
              on: {
                retry: 'loadingSlots',
                'day.chosen': { target: 'loadingSlots', actions: 'storeDate' },
                'reschedule.confirm': { actions: 'toastSelectSlot' },
                'reschedule.close': { target: '#myConsultations.ready.idle', actions: 'forgetTarget' },
              },
            },
            // A day without free slots says so in place and offers the next later day with one
            // within the horizon, if there is one; the patient takes it with the same
            // `day.chosen` as the day chips.
            noSlots: {
              initial: 'lookingAhead',
              on: {
                'day.chosen': { target: 'loadingSlots', actions: 'storeDate' },
                'reschedule.confirm': { actions: 'toastSelectSlot' },
                'reschedule.close': { target: '#myConsultations.ready.idle', actions: 'forgetTarget' },
              },
              states: {
                lookingAhead: {
                  invoke: {
                    id: 'nextFreeDay',
                    src: 'nextFreeDay',
                    input: laterSlotRequest,
                    onDone: [
                      {
                        guard: { type: 'foundLaterDay', params: actorOutput<string | null> },
                        target: 'nextDayFound',
                        actions: { type: 'storeNextFreeDate', params: actorOutput<string | null> },
                      },
                      { target: 'noLaterDay' },
                    ],
                  },
                },
                nextDayFound: {},
                // No later day has a free slot (or it could not be looked up): only the line stays.
                noLaterDay: {},
              },
            },
            picking: {
              on: {
                'day.chosen': { target: 'loadingSlots', actions: 'storeDate' },
                'slot.chosen': { guard: 'isOfferedSlot', actions: 'storeSlot' },
                'reschedule.confirm': [{ guard: 'hasSlot', target: 'moving' }, { actions: 'toastSelectSlot' }],
                'reschedule.close': { target: '#myConsultations.ready.idle', actions: 'forgetTarget' },
              },
            },
            moving: {
              invoke: {
                id: 'rescheduleConsultation',
                src: 'rescheduleConsultation',
                input: moveRequest,
                onDone: [
                  {
                    guard: { type: 'wasAccepted', params: actorOutput<ApiResult<Consultation>> },
                    target: '#myConsultations.ready.idle',
                    actions: [
                      { type: 'replaceConsultation', params: actorOutput<ApiResult<Consultation>> },
                      'toastRescheduled',
                    ],
                  },
                  // Refused (the time was taken meanwhile, say): the day loads again and the
                  // patient chooses anew; the refused time is not kept to be confirmed again.
                  { target: 'loadingSlots', actions: ['forgetSlots', 'toastRescheduleError'] },
                ],
                onError: { target: 'picking', actions: 'toastRescheduleError' },
              },
            },
          },
        },
      },
    },
  },
});
