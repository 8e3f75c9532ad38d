// The consultation machines with their I/O: booking (the doctor page), the shopper's own
// consultations and the doctor's desk; loaded with the pages that show them.
import { fromPromise } from 'xstate';
import type { ApiClient } from '@adapters/http/apiClient';
import { createConsultationsApi, type ConsultationsApi } from '@adapters/http/consultations';
import { createDoctorDeskApi } from '@adapters/http/doctorDesk';
import type { SearchApi } from '@adapters/http/search';
import type { PaymentGateway } from '@adapters/payments/gateway';
import type { BookingDraftStore } from '@adapters/storage/bookingDraftStore';
import type { BookingDraft } from '@domain/booking';
import type { Availability, BookConsultationBody } from '@domain/contract/consultations';
import { DESK_PRODUCT_SEARCH } from '@domain/desk';
import { ROUTES } from '@domain/routes';
import { bookingMachine } from '@machines/booking.machine';
import { doctorDeskMachine, type OutcomeRequest } from '@machines/doctorDesk.machine';
import { myConsultationsMachine } from '@machines/myConsultations.machine';
import { nextFreeDayMachine, type NextFreeDayInput } from '@machines/nextFreeDay.machine';
import type { AppServices } from '@ui/services/services';
import { gatewayPayment } from './gatewayPayment';
import { roleAccess } from './roleAccess';

export function booking({
  api,
  gateway,
  bookingDraft,
  session,
}: {
  api: ApiClient;
  gateway: PaymentGateway;
  bookingDraft: BookingDraftStore;
  session: AppServices['session'];
}) {
  const consultations = createConsultationsApi(api);
  return bookingMachine.provide({
    actors: {
      fetchSlots: fromPromise(({ input }: { input: { doctorId: string; date: string } }) =>
        consultations.slots(input.doctorId, input.date),
      ),
      nextFreeDay: nextFreeDay(consultations),
      holdSlot: fromPromise(({ input }: { input: BookConsultationBody }) => consultations.hold(input)),
      gatewayPayment: gatewayPayment(gateway, ({ purchaseId, payment }) =>
        consultations.confirmPayment(purchaseId, payment),
      ),
      releaseHold: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
        consultations.cancel(input.consultationId, input.userId),
      ),
    },
    actions: {
      rememberDraft: (_, draft: BookingDraft) => bookingDraft.remember(draft),
      forgetDraft: () => bookingDraft.forget(),
      goToSignIn: (_, doctorId: string) =>
        session.send({ type: 'login.requested', returnTo: ROUTES.doctor.href(doctorId) }),
    },
  });
}

/** The next day with a free slot after a full one, for booking and rescheduling alike. */
function nextFreeDay(consultations: ConsultationsApi) {
  return nextFreeDayMachine.provide({
    actors: {
      findNextFreeSlot: fromPromise(({ input }: { input: NextFreeDayInput }) =>
        consultations.nextFreeSlot(input.doctorId, input.after),
      ),
    },
  });
}

export function myConsultations(api: ApiClient) {
  const consultations = createConsultationsApi(api);
  return myConsultationsMachine.provide({
    actors: {
      loadConsultations: fromPromise(({ input }: { input: string }) => consultations.mine(input)),
      cancelConsultation: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
        consultations.cancel(input.consultationId, input.userId),
      ),
      fetchSlots: fromPromise(({ input }: { input: { doctorId: string; date: string } }) =>
        consultations.slots(input.doctorId, input.date),
      ),
      nextFreeDay: nextFreeDay(consultations),
      rescheduleConsultation: fromPromise(
        ({ input }: { input: { consultationId: string; userId: string; startsAt: string } }) =>
          consultations.reschedule(input.consultationId, input.userId, input.startsAt),
      ),
    },
  });
}

export function doctorDesk(api: ApiClient, searchApi: SearchApi) {
  const desk = createDoctorDeskApi(api);
  return doctorDeskMachine.provide({
    actors: {
      roleAccess: roleAccess(desk.roles),
      loadDesk: fromPromise(() => desk.desk()),
      recordOutcome: fromPromise(({ input }: { input: OutcomeRequest }) =>
        desk.recordOutcome(input.consultationId, input.body),
      ),
      saveAvailability: fromPromise(({ input }: { input: Availability }) => desk.saveAvailability(input)),
      findProducts: fromPromise(({ input }: { input: string }) =>
        searchApi.items({
          query: input,
          prefixLength: DESK_PRODUCT_SEARCH.prefixLength,
          limit: DESK_PRODUCT_SEARCH.limit,
        }),
      ),
    },
  });
}
