// Consultations: a doctor's free slots, booking and paying, the patient's list, cancelling and
// rescheduling (owner only), and the doctor's desk (the verified doctor linked to the caller).
import * as v from 'valibot';
import {
  AvailabilitySchema,
  BookConsultationBodySchema,
  ConsultationConfirmBodySchema,
  ConsultationIdParamsSchema,
  ConsultationNotesBodySchema,
  ConsultationOwnerBodySchema,
  ConsultationSchema,
  DoctorConsultationSchema,
  DoctorIdParamsSchema,
  NextSlotSchema,
  NextSlotsQuerySchema,
  PlacedConsultationSchema,
  RescheduleBodySchema,
  SlotSchema,
  SlotsQuerySchema,
} from '@domain/contract/consultations';
import { SITE_MESSAGES } from '@domain/messages/site';
import { signedInUser } from '../auth/guard';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { cancelConsultation } from '../services/consultations/cancel';
import { holdSlot } from '../services/consultations/hold';
import { listPatientConsultations } from '../services/consultations/list';
import { confirmPayment } from '../services/consultations/pay';
import type { ConsultationPayments, ConsultationSettings } from '../services/consultations/records';
import { rescheduleConsultation } from '../services/consultations/reschedule';
import {
  deskDoctor,
  getAvailability,
  listDoctorConsultations,
  recordNotes,
  replaceAvailability,
} from '../services/doctorDesk';
import { freeSlots, nextFreeSlots } from '../services/slots';
import { ownerRoute, publicRoute, signedInRoute } from './declare';
import { settled } from './outcome';

export interface ConsultationRouteDependencies {
  db: Db;
  payments: ConsultationPayments;
  settings: ConsultationSettings;
}

export function consultationRoutes(app: ValibotApp, { db, payments, settings }: ConsultationRouteDependencies): void {
  app.get(
    '/doctors/:doctorId/slots',
    publicRoute(TAGS.consultations, {
      summary: "A verified doctor's free slots on one India date (times with +05:30)",
      description:
        'Slots come from the weekly hours and date overrides, cut by the slot length and buffer; none inside two hours from now, beyond 14 days, or taken by a booking or an unexpired hold.',
      params: DoctorIdParamsSchema,
      querystring: SlotsQuerySchema,
      response: replies({ 200: v.array(SlotSchema) }, [400, 404]),
    }),
    async (request) => {
      const slots = await freeSlots(db, request.params.doctorId, request.query.date, Date.now());
      if (!slots) throw new HttpError(404, SITE_MESSAGES.doctorMissing);
      return ok(slots);
    },
  );

  app.get(
    '/doctors/next-slots',
    publicRoute(TAGS.consultations, {
      summary: 'The first free slot of each of up to 50 verified doctors within 14 days (null when none)',
      description:
        "For the doctor cards, and with `after` (an India date) for a full day's next available day on the doctor's page: only slots on later dates. Doctors who are not listed are left out.",
      querystring: NextSlotsQuerySchema,
      response: replies({ 200: v.array(NextSlotSchema) }, [400]),
    }),
    async (request) => ok(await nextFreeSlots(db, request.query.ids, Date.now(), request.query.after)),
  );

  app.post(
    '/consultations',
    signedInRoute(
      TAGS.consultations,
      {
        summary: 'Holds a slot for 10 minutes and opens a gateway order for the fee',
        description:
          "409 'Slot already booked' when another booking has the slot; 400 with the reason for a time in the past, inside the notice, outside the doctor's hours, a mode the doctor does not offer, or a doctor who is not verified.",
        body: BookConsultationBodySchema,
        response: replies({ 201: PlacedConsultationSchema }, [400, 401, 403, 404, 409, 502]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request, reply) => reply.code(201).send(ok(settled(await holdSlot(db, payments, request.body, Date.now())))),
  );

  app.put(
    '/consultations/private/:id',
    signedInRoute(
      TAGS.consultations,
      {
        summary: "Records the checkout's payment: the consultation is booked",
        description:
          'The signature must be the HMAC-SHA256 of the stored gateway order id, "|" and the payment id; a payment id pays at most once. A payment for a hold that already ended is refunded.',
        params: ConsultationIdParamsSchema,
        body: ConsultationConfirmBodySchema,
        response: replies({ 200: ConsultationSchema }, [400, 401, 403, 404, 409, 502]),
      },
      { changesPublicData: false },
    ),
    async (request) =>
      ok(
        settled(
          await confirmPayment(db, payments, settings, {
            id: request.params.id,
            uid: signedInUser(request).uid,
            body: request.body,
            now: Date.now(),
          }),
        ),
      ),
  );

  app.get(
    '/consultations/user/:uid',
    ownerRoute(TAGS.consultations, {
      summary: "The patient's consultations, the latest first",
      response: replies({ 200: v.array(ConsultationSchema) }, [400, 401, 403]),
    }),
    async (request) => ok(await listPatientConsultations(db, settings, request.params.uid, Date.now())),
  );

  app.post(
    '/consultations/:id/cancel',
    signedInRoute(
      TAGS.consultations,
      {
        summary: 'Cancels a consultation, refunding the fee as the refund policy says',
        params: ConsultationIdParamsSchema,
        body: ConsultationOwnerBodySchema,
        response: replies({ 200: ConsultationSchema }, [400, 401, 403, 404, 409, 502]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request) =>
      ok(
        settled(
          await cancelConsultation(db, payments, settings, {
            id: request.params.id,
            uid: request.body.userId,
            now: Date.now(),
          }),
        ),
      ),
  );

  app.post(
    '/consultations/:id/reschedule',
    signedInRoute(
      TAGS.consultations,
      {
        summary: 'Moves a booked consultation to another free slot of the same doctor, or leaves it',
        params: ConsultationIdParamsSchema,
        body: RescheduleBodySchema,
        response: replies({ 200: ConsultationSchema }, [400, 401, 403, 404, 409]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request) =>
      ok(
        settled(
          await rescheduleConsultation(db, settings, {
            id: request.params.id,
            uid: request.body.userId,
            startsAt: Date.parse(request.body.startsAt),
            now: Date.now(),
          }),
        ),
      ),
  );

  app.get(
    '/doctors/me/consultations',
    signedInRoute(TAGS.doctorDesk, {
      summary: "The signed-in doctor's consultations from the last 30 days on, the soonest first",
      response: replies({ 200: v.array(DoctorConsultationSchema) }, [401, 403]),
    }),
    async (request) => {
      const doctor = settled(await deskDoctor(db, signedInUser(request).uid));
      return ok(await listDoctorConsultations(db, settings, doctor.id, Date.now()));
    },
  );

  app.get(
    '/doctors/me/availability',
    signedInRoute(TAGS.doctorDesk, {
      summary: "The signed-in doctor's weekly hours and date overrides (minutes, India time)",
      response: replies({ 200: AvailabilitySchema }, [401, 403]),
    }),
    async (request) => ok(await getAvailability(db, settled(await deskDoctor(db, signedInUser(request).uid)))),
  );

  app.put(
    '/doctors/me/availability',
    signedInRoute(
      TAGS.doctorDesk,
      {
        summary: "Replaces the signed-in doctor's weekly hours and date overrides",
        description: 'Booked consultations stay where they are; an override with no windows is a day of leave.',
        body: AvailabilitySchema,
        response: replies({ 200: AvailabilitySchema }, [400, 401, 403]),
      },
      { changesPublicData: false },
    ),
    async (request) =>
      ok(await replaceAvailability(db, settled(await deskDoctor(db, signedInUser(request).uid)), request.body)),
  );

  app.post(
    '/consultations/:id/notes',
    signedInRoute(
      TAGS.doctorDesk,
      {
        summary: "The doctor's outcome (completed or no_show), notes and recommended catalogue items",
        params: ConsultationIdParamsSchema,
        body: ConsultationNotesBodySchema,
        response: replies({ 200: DoctorConsultationSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: false },
    ),
    async (request) => {
      const doctor = settled(await deskDoctor(db, signedInUser(request).uid));
      return ok(
        settled(
          await recordNotes(db, settings, { doctor, id: request.params.id, body: request.body, now: Date.now() }),
        ),
      );
    },
  );
}
