// Booking a consultation: day → slot → mode → intake → sign in if needed → hold the slot → pay
// through the gateway → confirm on the server. A day without slots is shown in place (and, when the
// patient has just chosen it, also as a toast) and offers the next later day with a free slot when
// there is one; a slot someone else took meanwhile says 'Slot already booked' and the day's slots
// load again; a closed or failed payment releases the hold. A choice restored after signing in
// goes straight back to the intake.
import { and, assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import {
  consultationCheckoutRequest,
  EMPTY_INTAKE,
  intakeRefusal,
  type BookingDraft,
  type BookingIntake,
} from '@domain/booking';
import type { BookConsultationBody, Consultation, PlacedConsultation } from '@domain/contract/consultations';
import { notProvided, FAILURE_CODES, failedWith, type ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { isFullDay, offeredSlots, type ConsultationMode, type Slot } from '@domain/slots';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import {
  gatewayPaymentMachine,
  paymentEndedAs,
  type GatewayPaymentInput,
  type GatewayPaymentOutcome,
} from './gatewayPayment.machine';
import { foundLaterDay, nextFreeDayMachine, type NextFreeDayInput } from './nextFreeDay.machine';

export interface BookingInput {
  doctorId: string;
  doctorName: string;
  /** The modes the doctor offers. */
  modes: readonly ConsultationMode[];
  /** The signed-in patient; null for a visitor. */
  userId: string | null;
  /** The first day offered (India date). */
  date: string;
  /** A choice kept on this device before signing in, for this doctor. */
  draft: BookingDraft | null;
}

export interface BookingContext {
  doctorId: string;
  doctorName: string;
  modes: readonly ConsultationMode[];
  userId: string | null;
  date: string;
  slots: Slot[];
  /** On a day without slots: the next later day with a free slot, once found. */
  nextFreeDate: string | null;
  /**
   * The day shown is one the patient has just chosen, not the first day offered or a day loaded
   * again after a slot was lost: only then is an empty day also said in a toast.
   */
  dayWasChosen: boolean;
  startsAt: string | null;
  mode: ConsultationMode | null;
  intake: BookingIntake;
  /** A restored choice waiting for its day's slots. */
  draft: BookingDraft | null;
  placed: PlacedConsultation | null;
  booked: Consultation | null;
}

export type BookingEvent =
  | { type: 'day.chosen'; date: string }
  | { type: 'slot.chosen'; startsAt: string }
  | { type: 'slot.confirmed' }
  | { type: 'mode.chosen'; mode: ConsultationMode }
  | { type: 'mode.confirmed' }
  | { type: 'intake.changed'; intake: BookingIntake }
  | { type: 'book' }
  | { type: 'signedIn'; userId: string }
  | { type: 'retry' };

export type BookingEmitted = { type: 'toast'; kind: ToastKind; text: string };

const slotsRequest = ({ context }: { context: BookingContext }) => ({ doctorId: context.doctorId, date: context.date });
const laterSlotRequest = ({ context }: { context: BookingContext }): NextFreeDayInput => ({
  doctorId: context.doctorId,
  after: context.date,
});
const bookingBody = ({ context }: { context: BookingContext }): BookConsultationBody => ({
  userId: context.userId!,
  doctorId: context.doctorId,
  startsAt: context.startsAt!,
  mode: context.mode!,
  concern: context.intake.concern.trim() || undefined,
});
const paymentRequest = ({ context }: { context: BookingContext }): GatewayPaymentInput => ({
  purchaseId: context.placed!._id,
  request: consultationCheckoutRequest(context.placed!, context.doctorName),
});
const holdToRelease = ({ context }: { context: BookingContext }) => ({
  consultationId: context.placed!._id,
  userId: context.userId!,
});
const doctorOf = ({ context }: { context: BookingContext }) => context.doctorId;
const draftOf = ({ context }: { context: BookingContext }): BookingDraft => ({
  doctorId: context.doctorId,
  date: context.date,
  startsAt: context.startsAt,
  mode: context.mode,
  intake: context.intake,
});

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
    emitted: {} as BookingEmitted,
  },
  actors: {
    fetchSlots: fromPromise<ApiResult<Slot[]>, { doctorId: string; date: string }>(async () =>
      notProvided('fetchSlots'),
    ),
    nextFreeDay: nextFreeDayMachine,
    holdSlot: fromPromise<ApiResult<PlacedConsultation>, BookConsultationBody>(async () => notProvided('holdSlot')),
    gatewayPayment: gatewayPaymentMachine,
    releaseHold: fromPromise<ApiResult<Consultation>, { consultationId: string; userId: string }>(async () =>
      notProvided('releaseHold'),
    ),
  },
  guards: {
    slotsLoaded: (_, reply: ApiResult<Slot[]>) => reply.success,
    dayIsEmpty: (_, reply: ApiResult<Slot[]>) => isFullDay(reply),
    foundLaterDay,
    draftSlotIsFree: ({ context }, reply: ApiResult<Slot[]>) =>
      context.draft !== null && offeredSlots(reply).some((slot) => slot.startsAt === context.draft!.startsAt),
    isOfferedSlot: ({ context, event }) => {
      assertEvent(event, 'slot.chosen');
      return context.slots.some((slot) => slot.startsAt === event.startsAt);
    },
    isOfferedMode: ({ context, event }) => {
      assertEvent(event, 'mode.chosen');
      return context.modes.includes(event.mode) && chosenSlot(context)?.modes.includes(event.mode) === true;
    },
    dayWasChosen: ({ context }) => context.dayWasChosen,
    hasSlot: ({ context }) => context.startsAt !== null,
    hasMode: ({ context }) => context.mode !== null,
    intakeIsComplete: ({ context }) => intakeRefusal(context.intake, context.mode) === null,
    isSignedIn: ({ context }) => context.userId !== null,
    canHold: and(['intakeIsComplete', 'isSignedIn']),
    mustSignIn: and(['intakeIsComplete', not('isSignedIn')]),
    wasAccepted: (_, reply: ApiResult<unknown>) => reply.success,
    slotWasTaken: (_, reply: ApiResult<unknown>) => failedWith(reply, FAILURE_CODES.slotTaken),
    paymentConfirmed: paymentEndedAs('confirmed'),
    paymentFailed: paymentEndedAs('failed'),
    paymentDismissed: paymentEndedAs('dismissed'),
  },
  actions: {
    storeDate: assign(({ event }) => {
      assertEvent(event, 'day.chosen');
      return { date: event.date, slots: [], nextFreeDate: null, startsAt: null, mode: null, dayWasChosen: true };
    }),
    storeSlots: assign((_, reply: ApiResult<Slot[]>) => ({ slots: offeredSlots(reply) })),
    storeNextFreeDate: assign((_, nextFreeDate: string | null) => ({ nextFreeDate })),
    storeSlot: assign(({ context, event }) => {
      assertEvent(event, 'slot.chosen');
      const slot = context.slots.find((entry) => entry.startsAt === event.startsAt);
      // A single mode needs no choosing.
      const onlyMode = slot?.modes.filter((mode) => context.modes.includes(mode)) ?? [];
      return { startsAt: event.startsAt, mode: onlyMode.length === 1 ? onlyMode[0]! : null };
    }),
    storeMode: assign(({ event }) => {
      assertEvent(event, 'mode.chosen');
      return { mode: event.mode };
    }),
    storeIntake: assign(({ event }) => {
      assertEvent(event, 'intake.changed');
      return { intake: event.intake };
    }),
    storeUser: assign(({ event }) => {
      assertEvent(event, 'signedIn');
      return { userId: event.userId };
    }),
    restoreDraft: assign(({ context }) => ({
      startsAt: context.draft!.startsAt,
      mode: context.draft!.mode,
      intake: context.draft!.intake,
      draft: null,
    })),
    // A day loaded again (after a lost slot) that fails to load shows no slots from before.
    forgetSlots: assign({ slots: [], startsAt: null, mode: null }),
    dropDraft: assign({ draft: null }),
    clearSlot: assign({ startsAt: null, mode: null }),
    forgetDayChoice: assign({ dayWasChosen: false }),
    storePlaced: assign((_, reply: ApiResult<PlacedConsultation>) => ({
      placed: (reply as { data: PlacedConsultation }).data,
    })),
    storeBooked: assign((_, outcome: GatewayPaymentOutcome) => ({
      booked: (outcome as { purchase: Consultation }).purchase,
    })),
    forgetPlaced: assign({ placed: null }),
    toastNoSlots: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.noSlotsForDay }),
    toastSelectSlot: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.selectTimeSlot }),
    toastSelectMode: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.selectConsultationMode }),
    toastSlotTaken: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.slotAlreadyBooked }),
    toastBookingError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorBookingConsultation }),
    toastPaymentError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.paymentError }),
    toastPaymentCancelled: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.paymentCancelled }),
    toastIntakeRefusal: emit(({ context }) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: intakeRefusal(context.intake, context.mode) ?? COMMON_MESSAGES.genericError,
    })),
    toastBooked: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.consultationBooked }),
    // Provided by the composition root: the choice kept on the device while the patient signs in.
    rememberDraft: (_, _draft: BookingDraft) => undefined,
    forgetDraft: () => undefined,
    goToSignIn: (_, _doctorId: string) => undefined,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    doctorId: input.doctorId,
    doctorName: input.doctorName,
    modes: input.modes,
    userId: input.userId,
    date: input.draft?.date ?? input.date,
    slots: [],
    nextFreeDate: null,
    dayWasChosen: false,
    startsAt: null,
    mode: null,
    intake: input.draft?.intake ?? EMPTY_INTAKE,
    draft: input.draft,
    placed: null,
    booked: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'loadingSlots',
      on: {
        'day.chosen': { target: '.loadingSlots', actions: ['storeDate', 'dropDraft'] },
      },
      states: {
        loadingSlots: {
          invoke: {
            id: 'fetchSlots',
            src: 'fetchSlots',
            input: slotsRequest,
            onDone: [
              {
                guard: { type: 'draftSlotIsFree', params: actorOutput<ApiResult<Slot[]>> },
                target: 'intake',
                actions: [
                  { type: 'storeSlots', params: actorOutput<ApiResult<Slot[]>> },
                  'restoreDraft',
                  'forgetDraft',
                ],
              },
              {
                guard: { type: 'dayIsEmpty', params: actorOutput<ApiResult<Slot[]>> },
                target: 'noSlots',
                actions: ['dropDraft', { type: 'storeSlots', params: actorOutput<ApiResult<Slot[]>> }],
              },
              {
                guard: { type: 'slotsLoaded', params: actorOutput<ApiResult<Slot[]>> },
                target: 'pickingSlot',
                actions: ['dropDraft', { type: 'storeSlots', params: actorOutput<ApiResult<Slot[]>> }],
              },
              { target: 'unavailable', actions: 'forgetSlots' },
            ],
            onError: { target: 'unavailable', actions: 'forgetSlots' },
          },
        },
        // The panel says so in place, and a toast says it too when the patient has just chosen the
        // day (not for the first day offered, which nobody chose). It offers the next later day
        // with a free slot within the horizon, if there is one; the patient takes it with the same
        // `day.chosen` as the day chips.
        noSlots: {
          initial: 'announcing',
          states: {
            announcing: {
              always: [
                { guard: 'dayWasChosen', target: 'lookingAhead', actions: ['toastNoSlots', 'forgetDayChoice'] },
                { target: 'lookingAhead' },
              ],
            },
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
        unavailable: {
          on: { retry: 'loadingSlots' },
        },
        pickingSlot: {
          on: {
            'slot.chosen': { guard: 'isOfferedSlot', actions: 'storeSlot' },
            'slot.confirmed': [{ guard: 'hasSlot', target: 'pickingMode' }, { actions: 'toastSelectSlot' }],
          },
        },
        pickingMode: {
          on: {
            'slot.chosen': { guard: 'isOfferedSlot', target: 'pickingSlot', actions: 'storeSlot' },
            'mode.chosen': { guard: 'isOfferedMode', actions: 'storeMode' },
            'mode.confirmed': [{ guard: 'hasMode', target: 'intake' }, { actions: 'toastSelectMode' }],
          },
        },
        // The mode can still be changed here, before paying (the fee does not depend on it).
        intake: {
          on: {
            'slot.chosen': { guard: 'isOfferedSlot', target: 'pickingSlot', actions: 'storeSlot' },
            'mode.chosen': { guard: 'isOfferedMode', actions: 'storeMode' },
            'intake.changed': { actions: 'storeIntake' },
            book: [
              { guard: 'canHold', target: '#booking.holding' },
              { guard: 'mustSignIn', target: '#booking.signingIn' },
              { actions: 'toastIntakeRefusal' },
            ],
          },
        },
      },
    },
    // The sign-in page brings the patient back here with the choice kept on the device.
    signingIn: {
      entry: [
        { type: 'rememberDraft', params: draftOf },
        { type: 'goToSignIn', params: doctorOf },
      ],
      on: {
        signedIn: { target: 'holding', actions: ['storeUser', 'forgetDraft'] },
      },
    },
    holding: {
      invoke: {
        id: 'holdSlot',
        src: 'holdSlot',
        input: bookingBody,
        onDone: [
          {
            guard: { type: 'wasAccepted', params: actorOutput<ApiResult<PlacedConsultation>> },
            target: 'paying',
            actions: { type: 'storePlaced', params: actorOutput<ApiResult<PlacedConsultation>> },
          },
          {
            guard: { type: 'slotWasTaken', params: actorOutput<ApiResult<PlacedConsultation>> },
            target: 'choosing.loadingSlots',
            actions: ['clearSlot', 'forgetDayChoice', 'toastSlotTaken'],
          },
          { target: 'choosing.intake', actions: 'toastBookingError' },
        ],
        onError: { target: 'choosing.intake', actions: 'toastBookingError' },
      },
    },
    paying: {
      invoke: {
        id: 'gatewayPayment',
        src: 'gatewayPayment',
        input: paymentRequest,
        onDone: [
          {
            guard: { type: 'paymentConfirmed', params: actorOutput<GatewayPaymentOutcome> },
            target: 'booked',
            actions: [{ type: 'storeBooked', params: actorOutput<GatewayPaymentOutcome> }, 'toastBooked'],
          },
          {
            guard: { type: 'paymentFailed', params: actorOutput<GatewayPaymentOutcome> },
            target: 'releasing',
            actions: 'toastPaymentError',
          },
          {
            guard: { type: 'paymentDismissed', params: actorOutput<GatewayPaymentOutcome> },
            target: 'releasing',
            actions: 'toastPaymentCancelled',
          },
          // Paid, but the server refused or did not answer: the day's slots load again.
          {
            target: 'choosing.loadingSlots',
            actions: ['forgetPlaced', 'clearSlot', 'forgetDayChoice', 'toastBookingError'],
          },
        ],
      },
    },
    // An unpaid hold is let go at once so the slot is free again (it would expire anyway).
    releasing: {
      invoke: {
        id: 'releaseHold',
        src: 'releaseHold',
        input: holdToRelease,
        onDone: { target: 'choosing.intake', actions: 'forgetPlaced' },
        onError: { target: 'choosing.intake', actions: 'forgetPlaced' },
      },
    },
    booked: { type: 'final' },
  },
});

function chosenSlot(context: BookingContext): Slot | undefined {
  return context.slots.find((slot) => slot.startsAt === context.startsAt);
}
