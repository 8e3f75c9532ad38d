// A patient's consultations: free slots, holding a slot while the patient pays, the payment,
// the list, cancelling with the refund rule and rescheduling. Every status change asks the
// consultation lifecycle machine; two active consultations of a doctor never overlap because
// the database's exclusion constraint (consultations_no_overlap) refuses the second.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import {
  CONSULTATION_MESSAGES,
  canRescheduleAt,
  consultationRefundPaise,
  meetingLink,
} from '../../src/domain/consultation';
import type {
  BookConsultationBody,
  Consultation,
  ConsultationConfirmBody,
  ConsultationStatus,
  PlacedConsultation,
} from '../../src/domain/contract/consultations';
import { doctorTitle } from '../../src/domain/contract/doctors';
import { FAILURE_CODES, type Refusal } from '../../src/domain/contract/envelope';
import { MESSAGES, PRODUCT_MESSAGES } from '../../src/domain/messages';
import { paiseToRupees } from '../../src/domain/money';
import { PAYMENT_MESSAGES } from '../../src/domain/payment';
import { SLOT_RULES, slotRefusal, toIndiaIso, type ConsultationMode } from '../../src/domain/slots';
import { nextConsultationStatus } from '../../src/machines/consultationLifecycle';
import type { Db, Queryable } from '../db/client';
import { retryingDeadlocks, violatesConstraint } from '../db/constraints';
import { consultations, doctors, payments, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PaymentGateway } from '../payments/gateway';
import { isPaymentSignatureValid } from '../payments/signature';
import type { PaymentFacts } from '../payments/webhookEvents';
import { busyIntervals, loadSchedule, type DoctorRow } from './doctorSchedule';
import { REFUND_REASONS } from './refunds/reasons';
import { startRefund } from './refunds/start';
import { startSweep } from './sweeps';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const NO_OVERLAP = 'consultations_no_overlap';

export type ConsultationRow = typeof consultations.$inferSelect;

/** The payment port and the key secret its checkout signatures are made with. */
export interface ConsultationPayments {
  gateway: PaymentGateway;
  keySecret: string;
}

export interface ConsultationSettings {
  /** Where meeting rooms live, e.g. https://meet.jit.si. */
  meetingBaseUrl: string;
}

const newConsultationId = () => `c_${randomBytes(16).toString('base64url')}`;
/** 144 random bits: nobody finds a room by trying names. */
const newMeetingRoom = () => `ojas-${randomBytes(18).toString('base64url')}`;

/** The status an unpaid hold ends in when its time runs out. */
const EXPIRED = nextConsultationStatus('pending', { type: 'holdExpired' })!;

/** Ends the holds whose time ran out (of one doctor, one patient or all), freeing their slots. */
export async function expireHolds(
  db: Queryable,
  now: number,
  scope: { doctorId?: string; uid?: string } = {},
): Promise<number> {
  const expired = await db
    .update(consultations)
    .set({ status: EXPIRED, updatedAt: new Date(now) })
    .where(
      and(
        eq(consultations.status, 'pending'),
        lte(consultations.holdExpiresAt, new Date(now)),
        scope.doctorId ? eq(consultations.doctorId, scope.doctorId) : undefined,
        scope.uid ? eq(consultations.uid, scope.uid) : undefined,
      ),
    )
    .returning({ id: consultations.id });
  return expired.length;
}

/**
 * Ends run-out holds every `everyMs`, so the patient's and doctor's lists and the slot
 * lists agree even when nobody books; bookings and reads also end them as they go. Returns the stop.
 */
export function startHoldSweeper(db: Db, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return startSweep(db, { name: 'consultation-holds', everyMs, run: () => expireHolds(db, Date.now()), onError });
}

async function listedDoctor(db: Queryable, doctorId: string): Promise<DoctorRow | undefined> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, doctorId));
  return row;
}

/** Why a slot cannot be taken, with its status: 409 when someone else has it, 400 otherwise. */
function refusalError({ code, message }: Refusal): HttpError {
  return new HttpError(code === FAILURE_CODES.slotTaken ? 409 : 400, message, code);
}

/** Checks `startsAt` as `mode` against the doctor's schedule and busy time (`except` a consultation being moved). */
async function assertBookable(
  tx: Queryable,
  doctor: DoctorRow,
  { startsAt, mode, now, except }: { startsAt: number; mode: ConsultationMode; now: number; except?: string },
): Promise<void> {
  if (doctor.status !== 'verified') throw new HttpError(400, CONSULTATION_MESSAGES.doctorNotVerified);
  await expireHolds(tx, now, { doctorId: doctor.id });
  const [schedule, busy] = await Promise.all([
    loadSchedule(tx, doctor),
    busyIntervals(tx, [doctor.id], { from: startsAt - DAY_MS, to: startsAt + DAY_MS, now, except }),
  ]);
  const refusal = slotRefusal({ schedule, startsAt, mode, busy: busy.get(doctor.id)!, now });
  if (refusal) throw refusalError(refusal);
}

/**
 * Runs `write`; the exclusion constraint's refusal becomes 'Slot already booked'. A write that
 * lost a deadlock against a racing booking runs again (it then sees that booking).
 */
async function takingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await retryingDeadlocks(write);
  } catch (error) {
    if (violatesConstraint(error, NO_OVERLAP))
      throw new HttpError(409, MESSAGES.slotAlreadyBooked, FAILURE_CODES.slotTaken);
    throw error;
  }
}

/**
 * Whether a booking or a live hold already covers the instant `startsAt`: one cheap read, so the
 * patients who lose a race for a slot are told at once instead of queueing for a transaction.
 */
async function startIsTaken(db: Db, doctorId: string, startsAt: number, now: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        lte(consultations.startsAt, new Date(startsAt)),
        gt(consultations.endsAt, new Date(startsAt)),
        or(
          eq(consultations.status, 'booked'),
          and(eq(consultations.status, 'pending'), gt(consultations.holdExpiresAt, new Date(now))),
        ),
      ),
    )
    .limit(1);
  return Boolean(taken);
}

/**
 * Holds a slot for `holdMinutes` and opens a gateway order for the fee. The slot is taken inside
 * a transaction; when two patients race for it, the exclusion constraint lets exactly one win.
 */
export async function holdSlot(
  db: Db,
  pay: ConsultationPayments,
  body: BookConsultationBody,
  now: number,
): Promise<PlacedConsultation> {
  const startsAt = Date.parse(body.startsAt);
  if (await startIsTaken(db, body.doctorId, startsAt, now))
    throw new HttpError(409, MESSAGES.slotAlreadyBooked, FAILURE_CODES.slotTaken);
  const held = await takingSlot(() =>
    db.transaction(async (tx) => {
      const [patient] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, body.userId));
      if (!patient) throw new HttpError(404, PRODUCT_MESSAGES.notRegistered);
      const doctor = await listedDoctor(tx, body.doctorId);
      if (!doctor) throw notFound('Doctor');
      await assertBookable(tx, doctor, { startsAt, mode: body.mode, now });
      const [row] = await tx
        .insert(consultations)
        .values({
          id: newConsultationId(),
          doctorId: doctor.id,
          uid: body.userId,
          startsAt: new Date(startsAt),
          endsAt: new Date(startsAt + doctor.slotMinutes * MINUTE_MS),
          mode: body.mode,
          status: 'pending',
          pricePaise: doctor.appointmentPaise,
          concern: body.concern ?? '',
          holdExpiresAt: new Date(now + SLOT_RULES.holdMinutes * MINUTE_MS),
          meetingRoom: newMeetingRoom(),
        })
        .returning();
      return row!;
    }),
  );
  let orderId: string;
  try {
    const order = await pay.gateway.createOrder({
      amountPaise: held.pricePaise,
      receipt: held.id,
      notes: { kind: 'consultation', doctorId: held.doctorId },
    });
    orderId = order.id;
  } catch (error) {
    // Without a gateway order nobody can pay: let the slot go at once.
    const cancelled = nextConsultationStatus('pending', { type: 'cancel', refundPaise: 0 })!;
    await db.update(consultations).set({ status: cancelled }).where(eq(consultations.id, held.id));
    throw Object.assign(new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable), { cause: error });
  }
  // The new row version is checked against the exclusion constraint too, where a racing patient's
  // insert may be waiting on this row: PostgreSQL then ends one side, and this side tries again.
  await retryingDeadlocks(() =>
    db.update(consultations).set({ gatewayOrderId: orderId }).where(eq(consultations.id, held.id)),
  );
  return {
    _id: held.id,
    order_id: orderId,
    amount: held.pricePaise,
    currency: 'INR',
    key: pay.gateway.keyId,
    status: 'pending',
    holdExpiresAt: toIndiaIso(held.holdExpiresAt!.getTime()),
  };
}

/** The consultation `id` of patient `uid`, locked for the transaction; 404 or 403 otherwise. */
async function ownConsultation(tx: Queryable, id: string, uid: string, now: number): Promise<ConsultationRow> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw notFound('Consultation');
  if (row.uid !== uid) throw new HttpError(403, CONSULTATION_MESSAGES.notYourConsultation);
  return endOverdueHold(tx, row, now);
}

/** Checked on access: a (locked) hold whose time ran out is over even before the sweeper sees it. */
async function endOverdueHold(tx: Queryable, row: ConsultationRow, now: number): Promise<ConsultationRow> {
  if (row.status !== 'pending' || !row.holdExpiresAt || row.holdExpiresAt.getTime() > now) return row;
  await tx.update(consultations).set({ status: EXPIRED }).where(eq(consultations.id, row.id));
  return { ...row, status: EXPIRED };
}

/** The lifecycle's answer, or 409 with `refusal` when it does not allow the change. */
function allowed(next: ConsultationStatus | null, refusal: string): ConsultationStatus {
  if (!next) throw new HttpError(409, refusal);
  return next;
}

/**
 * Records a checkout payment, verified exactly like a store order's: the signature is checked
 * over the stored gateway order id in constant time, and a payment id pays at most one thing.
 * A payment for a hold that already ended is refunded at once.
 */
export async function confirmPayment(
  db: Db,
  pay: ConsultationPayments,
  settings: ConsultationSettings,
  { id, uid, body, now }: { id: string; uid: string; body: ConsultationConfirmBody; now: number },
): Promise<Consultation> {
  await db.transaction(async (tx) => {
    const row = await ownConsultation(tx, id, uid, now);
    if (row.paymentId && row.paymentId === body.razorpay_payment_id) return;
    if (row.gatewayOrderId === null || row.gatewayOrderId !== body.razorpay_order_id)
      throw new HttpError(400, PAYMENT_MESSAGES.wrongGatewayOrder);
    const signed = isPaymentSignatureValid(pay.keySecret, {
      gatewayOrderId: row.gatewayOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    if (!signed) throw new HttpError(400, PAYMENT_MESSAGES.paymentNotVerified);
    if (await isKnownPayment(tx, body.razorpay_payment_id)) throw new HttpError(400, PAYMENT_MESSAGES.paymentReused);
    const captured = await capturePayment(
      tx,
      pay.gateway,
      row,
      { id: body.razorpay_payment_id, signature: body.razorpay_signature },
      now,
    );
    if (!captured) throw new HttpError(409, CONSULTATION_MESSAGES.notBooked);
  });
  return patientConsultation(db, settings, id, now);
}

/**
 * A verified webhook's payment for a consultation, in whatever order events arrive: a capture of
 * the fee books it (or is refunded at once when the hold already ended), a failure is recorded
 * and the hold waits for another attempt until it runs out. A payment id is applied once. False
 * when no consultation has this gateway order id.
 */
export async function applyConsultationPaymentEvent(
  db: Db,
  gateway: PaymentGateway,
  facts: PaymentFacts,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(consultations)
      .where(eq(consultations.gatewayOrderId, facts.gatewayOrderId))
      .for('update');
    if (!locked) return false;
    if (await isKnownPayment(tx, facts.paymentId)) return true;
    const row = await endOverdueHold(tx, locked, now);
    if (facts.status === 'captured') {
      if (facts.amountPaise === row.pricePaise)
        await capturePayment(tx, gateway, row, { id: facts.paymentId, signature: null }, now);
      return true;
    }
    await tx.insert(payments).values({
      id: facts.paymentId,
      orderId: row.id,
      orderKind: 'consultation',
      gatewayOrderId: facts.gatewayOrderId,
      gateway: gateway.name,
      status: 'failed',
      amountPaise: facts.amountPaise,
    });
    return true;
  });
}

const isKnownPayment = async (tx: Queryable, paymentId: string) =>
  (await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId))).length > 0;

/**
 * Records a captured fee of the (locked) consultation and moves it on through the lifecycle:
 * booked, or refunded at once when the hold had already ended. False when the lifecycle allows
 * no capture (the consultation is already paid, held or over).
 */
async function capturePayment(
  tx: Queryable,
  gateway: PaymentGateway,
  row: ConsultationRow,
  payment: { id: string; signature: string | null },
  now: number,
): Promise<boolean> {
  const next = nextConsultationStatus(row.status, { type: 'paymentCaptured' });
  if (!next) return false;
  await tx.insert(payments).values({
    id: payment.id,
    orderId: row.id,
    orderKind: 'consultation',
    gatewayOrderId: row.gatewayOrderId!,
    gateway: gateway.name,
    status: 'captured',
    amountPaise: row.pricePaise,
    signature: payment.signature,
  });
  const refundPaise = next === 'refunded' ? row.pricePaise : null;
  if (refundPaise)
    await startRefund(tx, {
      subjectKind: 'consultation',
      subjectId: row.id,
      paymentId: payment.id,
      amountPaise: refundPaise,
      reason: REFUND_REASONS.lateConsultationPayment,
      requestedBy: null,
    });
  await tx
    .update(consultations)
    .set({
      status: next,
      paymentId: payment.id,
      holdExpiresAt: null,
      refundPaise,
      updatedAt: new Date(now),
    })
    .where(eq(consultations.id, row.id));
  return true;
}

/**
 * Cancels a consultation of patient `uid`: an unpaid hold simply ends; a booked consultation is
 * refunded as `consultationRefundPaise` says: the refund starts in the same transaction and the
 * refund worker carries it to the gateway, so a failing gateway never holds the cancellation back.
 */
export async function cancelConsultation(
  db: Db,
  pay: ConsultationPayments,
  settings: ConsultationSettings,
  { id, uid, now }: { id: string; uid: string; now: number },
): Promise<Consultation> {
  await db.transaction(async (tx) => {
    const row = await ownConsultation(tx, id, uid, now);
    if (row.status === 'booked' && row.startsAt.getTime() <= now)
      throw new HttpError(409, CONSULTATION_MESSAGES.alreadyStarted);
    const refundPaise =
      row.status === 'booked'
        ? consultationRefundPaise({ pricePaise: row.pricePaise, startsAt: row.startsAt.getTime(), cancelledAt: now })
        : 0;
    const next = allowed(
      nextConsultationStatus(row.status, { type: 'cancel', refundPaise }),
      CONSULTATION_MESSAGES.notBooked,
    );
    const refunding = next === 'refunded' && row.paymentId !== null;
    if (refunding)
      await startRefund(tx, {
        subjectKind: 'consultation',
        subjectId: row.id,
        paymentId: row.paymentId!,
        amountPaise: refundPaise,
        reason: REFUND_REASONS.cancelledByPatient,
        requestedBy: null,
      });
    await tx
      .update(consultations)
      .set({ status: next, holdExpiresAt: null, refundPaise: refunding ? refundPaise : null, updatedAt: new Date(now) })
      .where(eq(consultations.id, row.id));
  });
  return patientConsultation(db, settings, id, now);
}

/**
 * Moves a booked consultation to another free slot of the same doctor, at no charge, in one
 * transaction: it moves, or (slot taken, too late, not a slot) stays exactly where it was.
 */
export async function rescheduleConsultation(
  db: Db,
  settings: ConsultationSettings,
  { id, uid, startsAt, now }: { id: string; uid: string; startsAt: number; now: number },
): Promise<Consultation> {
  await takingSlot(() =>
    db.transaction(async (tx) => {
      const row = await ownConsultation(tx, id, uid, now);
      allowed(nextConsultationStatus(row.status, { type: 'reschedule' }), CONSULTATION_MESSAGES.notBooked);
      if (!canRescheduleAt(row.startsAt.getTime(), now))
        throw new HttpError(409, CONSULTATION_MESSAGES.rescheduleTooLate);
      const doctor = (await listedDoctor(tx, row.doctorId))!;
      await assertBookable(tx, doctor, { startsAt, mode: row.mode, now, except: row.id });
      await tx
        .update(consultations)
        .set({
          startsAt: new Date(startsAt),
          endsAt: new Date(startsAt + doctor.slotMinutes * MINUTE_MS),
          updatedAt: new Date(now),
        })
        .where(eq(consultations.id, row.id));
    }),
  );
  return patientConsultation(db, settings, id, now);
}

const patientColumns = {
  consultation: consultations,
  doctorFirstName: doctors.firstName,
  doctorSecondName: doctors.secondName,
  clinicAddress: doctors.clinicAddress,
};

type PatientRow = {
  consultation: ConsultationRow;
  doctorFirstName: string;
  doctorSecondName: string;
  clinicAddress: string | null;
};

/** The fields both the patient's and the doctor's views show. */
export function consultationFields(row: ConsultationRow, settings: ConsultationSettings, now: number) {
  return {
    _id: row.id,
    doctorId: row.doctorId,
    startsAt: toIndiaIso(row.startsAt.getTime()),
    endsAt: toIndiaIso(row.endsAt.getTime()),
    mode: row.mode,
    status: row.status,
    fee: paiseToRupees(row.pricePaise),
    concern: row.concern,
    holdExpiresAt: row.status === 'pending' && row.holdExpiresAt ? toIndiaIso(row.holdExpiresAt.getTime()) : null,
    meetingLink:
      row.status === 'booked'
        ? meetingLink({
            baseUrl: settings.meetingBaseUrl,
            room: row.meetingRoom,
            mode: row.mode,
            startsAt: row.startsAt.getTime(),
            endsAt: row.endsAt.getTime(),
            now,
          })
        : null,
    notes: row.notes,
    recommendedItemIds: row.recommendedItemIds,
    refund: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
  };
}

function toConsultation(row: PatientRow, settings: ConsultationSettings, now: number): Consultation {
  return {
    ...consultationFields(row.consultation, settings, now),
    doctorName: doctorTitle({ firstName: row.doctorFirstName, secondName: row.doctorSecondName }),
    clinicAddress: row.consultation.mode === 'clinic' ? row.clinicAddress : null,
  };
}

async function patientConsultation(
  db: Db,
  settings: ConsultationSettings,
  id: string,
  now: number,
): Promise<Consultation> {
  const [row] = await db
    .select(patientColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.id, id));
  return toConsultation(row!, settings, now);
}

/** Every consultation of patient `uid`, the latest start first; holds that ran out are ended first. */
export async function listPatientConsultations(
  db: Db,
  settings: ConsultationSettings,
  uid: string,
  now: number,
): Promise<Consultation[]> {
  await expireHolds(db, now, { uid });
  const rows = await db
    .select(patientColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.uid, uid))
    .orderBy(desc(consultations.startsAt), sql`${consultations.id}`);
  return rows.map((row) => toConsultation(row, settings, now));
}
