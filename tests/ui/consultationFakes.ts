// The consultation machines for UI tests, their I/O supplied by the test.
import { fromPromise } from 'xstate';
import type { BookingDraft } from '@domain/booking';
import type { BookConsultationBody, Consultation, PlacedConsultation } from '@domain/contract/consultations';
import type { ApiResult } from '@domain/contract/envelope';
import type { CheckoutOutcome, CheckoutRequest, PaymentSuccess } from '@domain/payment';
import type { Slot } from '@domain/slots';
import { bookingMachine } from '@machines/booking.machine';
import { gatewayPaymentMachine, type PaymentToConfirm, type Purchase } from '@machines/gatewayPayment.machine';
import { myConsultationsMachine } from '@machines/myConsultations.machine';
import { nextFreeDayMachine, type NextFreeDayInput } from '@machines/nextFreeDay.machine';

export interface ConsultationIo {
  /** The tests supply what the server answers (undefined: no answer); the fakes give it the adapter's result shape. */
  slots?: (doctorId: string, date: string) => Promise<Slot[] | undefined>;
  /** The doctor's first free slot on a day after `after`; none by default. */
  nextFreeSlot?: (doctorId: string, after: string) => Promise<Slot | null>;
  holdSlot?: (body: BookConsultationBody) => Promise<ApiResult<PlacedConsultation>>;
  openGateway?: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  confirmBooking?: (consultationId: string, payment: PaymentSuccess) => Promise<ApiResult<Consultation>>;
  releaseHold?: (consultationId: string, userId: string) => Promise<ApiResult<Consultation>>;
  myConsultations?: (uid: string) => Promise<Consultation[]>;
  cancelConsultation?: (consultationId: string, userId: string) => Promise<ApiResult<Consultation>>;
  rescheduleConsultation?: (
    consultationId: string,
    userId: string,
    startsAt: string,
  ) => Promise<ApiResult<Consultation>>;
  bookingDraft?: BookingDraft | null;
  rememberDraft?: (draft: BookingDraft) => void;
  goToSignIn?: (doctorId: string) => void;
}

const refused = async () => ({ success: false as const, code: 'unanswered' as const, message: 'not provided' });
const answered = async <T>(reply: Promise<T | undefined>): Promise<ApiResult<T>> => {
  const data = await reply;
  return data === undefined ? refused() : { success: true, data };
};

export function fakeConsultationMachines(io: ConsultationIo) {
  const fetchSlots = fromPromise(({ input }: { input: { doctorId: string; date: string } }) =>
    answered((io.slots ?? (async () => []))(input.doctorId, input.date)),
  );
  const nextFreeDay = nextFreeDayMachine.provide({
    actors: {
      findNextFreeSlot: fromPromise(({ input }: { input: NextFreeDayInput }) =>
        answered((io.nextFreeSlot ?? (async () => null))(input.doctorId, input.after)),
      ),
    },
  });
  return {
    myConsultations: myConsultationsMachine.provide({
      actors: {
        loadConsultations: fromPromise(({ input }: { input: string }) =>
          answered((io.myConsultations ?? (async () => []))(input)),
        ),
        cancelConsultation: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
          (io.cancelConsultation ?? refused)(input.consultationId, input.userId),
        ),
        fetchSlots,
        nextFreeDay,
        rescheduleConsultation: fromPromise(
          ({ input }: { input: { consultationId: string; userId: string; startsAt: string } }) =>
            (io.rescheduleConsultation ?? refused)(input.consultationId, input.userId, input.startsAt),
        ),
      },
    }),
    booking: bookingMachine.provide({
      actors: {
        fetchSlots,
        nextFreeDay,
        holdSlot: fromPromise(({ input }: { input: BookConsultationBody }) => (io.holdSlot ?? refused)(input)),
        gatewayPayment: gatewayPaymentMachine.provide({
          actors: {
            openGateway: fromPromise(({ input }: { input: CheckoutRequest }) =>
              (io.openGateway ?? (async (): Promise<CheckoutOutcome> => ({ kind: 'dismissed' })))(input),
            ),
            confirmPayment: fromPromise<ApiResult<Purchase>, PaymentToConfirm>(({ input }) =>
              (io.confirmBooking ?? refused)(input.purchaseId, input.payment),
            ),
          },
        }),
        releaseHold: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
          (io.releaseHold ?? refused)(input.consultationId, input.userId),
        ),
      },
      actions: {
        rememberDraft: (_, draft: BookingDraft) => io.rememberDraft?.(draft),
        goToSignIn: (_, doctorId: string) => io.goToSignIn?.(doctorId),
      },
    }),
  };
}
