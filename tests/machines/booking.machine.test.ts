import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { intakeRefusal, type BookingDraft, type BookingIntake } from '@domain/booking';
import type { PlacedConsultation } from '@domain/contract/consultations';
import { BOOKING_MESSAGES } from '@domain/messages/booking';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { CheckoutOutcome } from '@domain/payment';
import type { Slot } from '@domain/slots';
import { bookingMachine, type BookingInput } from '@machines/booking.machine';
import { replyOf } from '../support/apiReplies';
import { aConsultation } from '../support/builders/consultations';
import { childMachinesOn, gatewayPaymentOutcomes, nextFreeDayOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const ONLINE_SLOT: Slot = {
  startsAt: '2026-11-26T10:00:00+05:30',
  endsAt: '2026-11-26T10:30:00+05:30',
  modes: ['video', 'audio'],
};
const CLINIC_SLOT: Slot = {
  startsAt: '2026-11-26T11:00:00+05:30',
  endsAt: '2026-11-26T11:30:00+05:30',
  modes: ['clinic'],
};
// The first free slot after a full 26 or 27 November.
const LATER_SLOT: Slot = {
  startsAt: '2026-11-30T09:00:00+05:30',
  endsAt: '2026-11-30T09:30:00+05:30',
  modes: ['video'],
};
const complete: BookingIntake = { concern: 'Sleep', teleconsultConsent: true };
const placed: PlacedConsultation = {
  _id: 'c_abcdefghij12',
  order_id: 'order_ABC123',
  amount: 80_000,
  currency: 'INR',
  key: 'rzp_test_sandbox',
  status: 'pending',
  holdExpiresAt: '2026-11-24T12:10:00+05:30',
};
const paid: CheckoutOutcome = {
  kind: 'paid',
  payment: { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_XYZ789', razorpay_signature: 'a'.repeat(64) },
};
const booked = aConsultation({
  _id: 'c_abcdefghij12',
  doctorId: 'dr-asha',
  startsAt: ONLINE_SLOT.startsAt,
  endsAt: ONLINE_SLOT.endsAt,
  fee: 800,
  concern: 'Sleep',
  doctorName: 'Dr. Asha Rao',
});

const signedIn: BookingInput = {
  doctorId: 'dr-asha',
  doctorName: 'Dr. Asha Rao',
  modes: ['video', 'audio', 'clinic'],
  userId: 'u1',
  date: '2026-11-26',
  draft: null,
};
const visitor: BookingInput = { ...signedIn, userId: null };
const draft: BookingDraft = {
  doctorId: 'dr-asha',
  date: '2026-11-26',
  startsAt: ONLINE_SLOT.startsAt,
  mode: 'video',
  intake: complete,
};

const events = [
  { type: 'day.chosen', date: '2026-11-27' },
  actorDone('fetchSlots', replyOf([ONLINE_SLOT, CLINIC_SLOT])),
  actorDone('fetchSlots', replyOf([])),
  actorDone('fetchSlots', replyOf(undefined)),
  actorFails('fetchSlots', new Error('offline')),
  ...nextFreeDayOutcomes('2026-11-30'),
  { type: 'retry' },
  { type: 'slot.chosen', startsAt: ONLINE_SLOT.startsAt },
  { type: 'slot.chosen', startsAt: CLINIC_SLOT.startsAt },
  { type: 'slot.confirmed' },
  { type: 'mode.chosen', mode: 'video' },
  { type: 'mode.confirmed' },
  { type: 'intake.changed', intake: complete },
  { type: 'book' },
  { type: 'signedIn', userId: 'u1' },
  actorDone('holdSlot', { success: true, data: placed }),
  actorDone('holdSlot', { success: false, code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked }),
  actorDone('holdSlot', { success: false, code: 'conflict', message: 'This doctor is not taking consultations' }),
  actorFails('holdSlot', new Error('offline')),
  ...gatewayPaymentOutcomes(booked),
  actorDone('releaseHold', { success: true, data: { ...booked, status: 'cancelled' } }),
  actorFails('releaseHold', new Error('offline')),
];

// The walk tells states apart by where the patient is in the flow, not by every value typed.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    date: snapshot.context.date,
    startsAt: snapshot.context.startsAt,
    mode: snapshot.context.mode,
    user: snapshot.context.userId,
    intake: snapshot.context.intake === complete,
    placed: snapshot.context.placed !== null,
    slots: snapshot.context.slots.length,
    nextFreeDate: snapshot.context.nextFreeDate,
    dayWasChosen: snapshot.context.dayWasChosen,
  });

const fakes = fakeActors(
  'fetchSlots',
  'nextFreeDay',
  'findNextFreeSlot',
  'holdSlot',
  'gatewayPayment',
  'openGateway',
  'confirmPayment',
  'releaseHold',
);
/** The child machines stubbed by their outcomes, for the walk. */
const machine = bookingMachine.provide({ actors: fakes.actors });
/** The child machines run for real, for the scenarios. */
const withChildren = bookingMachine.provide({ actors: { ...fakes.actors, ...childMachinesOn(fakes) } });

describe('booking machine (generated paths)', () => {
  for (const input of [visitor, signedIn]) {
    describeGeneratedPaths(`for a ${input.userId ? 'patient' : 'visitor'}`, {
      logic: bookingMachine,
      machine,
      fakes,
      events,
      input,
      serializeState,
      runsWhile: {
        fetchSlots: { choosing: 'loadingSlots' },
        nextFreeDay: { choosing: { noSlots: 'lookingAhead' } },
        gatewayPayment: 'paying',
      },
      check: (snapshot) => {
        // A full day offers only a later day, and only while that full day is shown.
        if (snapshot.matches({ choosing: { noSlots: 'nextDayFound' } }))
          expect(snapshot.context.nextFreeDate! > snapshot.context.date).toBe(true);
        else expect(snapshot.context.nextFreeDate).toBeNull();
        // Nobody pays without a slot, a mode and a complete intake.
        if (snapshot.matches('holding')) {
          expect(snapshot.context.startsAt).not.toBeNull();
          expect(snapshot.context.mode).not.toBeNull();
          expect(intakeRefusal(snapshot.context.intake, snapshot.context.mode)).toBeNull();
        }
      },
      more: (paths) =>
        it(`reaches the states a ${input.userId ? 'patient' : 'visitor'} can reach (${paths.length} paths)`, () => {
          const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
          expect(reached).toContain('{"choosing":"intake"}');
          expect(reached).toContain('{"choosing":{"noSlots":"nextDayFound"}}');
          expect(reached).toContain('{"choosing":{"noSlots":"noLaterDay"}}');
          expect(reached).toContain(input.userId ? '"booked"' : '"signingIn"');
        }),
    });
  }
});

function start(input: BookingInput) {
  const actor = createActor(withChildren, { input }).start();
  const toasts: string[] = [];
  actor.on('toast', (event) => toasts.push(event.text));
  return { actor, toasts };
}

describe('booking scenarios', () => {
  it('books a video consultation: slot, mode, intake, hold, pay, confirm', async () => {
    const { actor, toasts } = start(signedIn);
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'dr-asha', date: '2026-11-26' });
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT, CLINIC_SLOT]));
    actor.send({ type: 'slot.confirmed' });
    expect(toasts).toEqual([COMMON_MESSAGES.selectTimeSlot]);
    actor.send({ type: 'slot.chosen', startsAt: ONLINE_SLOT.startsAt });
    actor.send({ type: 'slot.confirmed' });
    actor.send({ type: 'mode.confirmed' });
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.selectConsultationMode);
    actor.send({ type: 'mode.chosen', mode: 'clinic' });
    expect(actor.getSnapshot().context.mode).toBeNull();
    actor.send({ type: 'mode.chosen', mode: 'video' });
    actor.send({ type: 'mode.confirmed' });
    actor.send({ type: 'intake.changed', intake: { ...complete, teleconsultConsent: false } });
    actor.send({ type: 'book' });
    expect(toasts.at(-1)).toBe(BOOKING_MESSAGES.consentToTeleconsult);
    actor.send({ type: 'intake.changed', intake: complete });
    actor.send({ type: 'book' });
    expect(fakes.inputs('holdSlot').at(-1)).toEqual({
      userId: 'u1',
      doctorId: 'dr-asha',
      startsAt: ONLINE_SLOT.startsAt,
      mode: 'video',
      concern: 'Sleep',
    });
    await fakes.resolve('holdSlot', { success: true, data: placed });
    expect(fakes.inputs('openGateway').at(-1)).toMatchObject({
      order_id: 'order_ABC123',
      amount: 80_000,
      description: 'Consultation with Dr. Asha Rao',
    });
    await fakes.resolve('openGateway', paid);
    expect(fakes.inputs('confirmPayment').at(-1)).toEqual({ purchaseId: placed._id, payment: paid.payment });
    await fakes.resolve('confirmPayment', { success: true, data: booked });
    expect(actor.getSnapshot().value).toBe('booked');
    expect(actor.getSnapshot().context.booked).toEqual(booked);
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.consultationBooked);
  });

  it('an in-clinic slot takes its only mode and needs no teleconsultation consent', async () => {
    const { actor } = start(signedIn);
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT, CLINIC_SLOT]));
    actor.send({ type: 'slot.chosen', startsAt: CLINIC_SLOT.startsAt });
    expect(actor.getSnapshot().context.mode).toBe('clinic');
    actor.send({ type: 'slot.confirmed' });
    actor.send({ type: 'mode.confirmed' });
    actor.send({ type: 'intake.changed', intake: { concern: '', teleconsultConsent: false } });
    actor.send({ type: 'book' });
    expect(actor.getSnapshot().value).toBe('holding');
    expect(fakes.inputs('holdSlot').at(-1)).toMatchObject({ mode: 'clinic', concern: undefined });
  });

  it('the first day offered, when full, is shown in place with no toast; another day loads', async () => {
    const { actor, toasts } = start(signedIn);
    await fakes.resolve('fetchSlots', replyOf([]));
    expect(actor.getSnapshot().matches({ choosing: 'noSlots' })).toBe(true);
    expect(toasts).toEqual([]);
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'dr-asha', date: '2026-11-27' });
  });

  it('at the intake the mode can still be changed to another the slot offers, before paying', async () => {
    const { actor } = start({ ...signedIn, draft });
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT, CLINIC_SLOT]));
    expect(actor.getSnapshot().value).toEqual({ choosing: 'intake' });
    actor.send({ type: 'mode.chosen', mode: 'audio' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'intake' });
    expect(actor.getSnapshot().context.mode).toBe('audio');
    // A mode this slot does not offer changes nothing.
    actor.send({ type: 'mode.chosen', mode: 'clinic' });
    expect(actor.getSnapshot().context.mode).toBe('audio');
    actor.send({ type: 'book' });
    expect(fakes.inputs('holdSlot').at(-1)).toMatchObject({ startsAt: ONLINE_SLOT.startsAt, mode: 'audio' });
  });

  it('a full day the patient chooses is also said in a toast, once', async () => {
    const { actor, toasts } = start(signedIn);
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    await fakes.resolve('fetchSlots', replyOf([]));
    expect(actor.getSnapshot().matches({ choosing: 'noSlots' })).toBe(true);
    expect(toasts).toEqual([COMMON_MESSAGES.noSlotsForDay]);
    actor.send({ type: 'retry' });
    expect(toasts).toEqual([COMMON_MESSAGES.noSlotsForDay]);
  });

  it('a full day looks for the first free slot on a later day and offers that day, which then loads', async () => {
    const { actor, toasts } = start(signedIn);
    await fakes.resolve('fetchSlots', replyOf([]));
    expect(actor.getSnapshot().value).toEqual({ choosing: { noSlots: 'lookingAhead' } });
    expect(fakes.inputs('findNextFreeSlot').at(-1)).toEqual({ doctorId: 'dr-asha', after: '2026-11-26' });
    await fakes.resolve('findNextFreeSlot', replyOf(LATER_SLOT));
    expect(actor.getSnapshot().value).toEqual({ choosing: { noSlots: 'nextDayFound' } });
    expect(actor.getSnapshot().context.nextFreeDate).toBe('2026-11-30');
    actor.send({ type: 'day.chosen', date: actor.getSnapshot().context.nextFreeDate! });
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'dr-asha', date: '2026-11-30' });
    expect(actor.getSnapshot().context.nextFreeDate).toBeNull();
    await fakes.resolve('fetchSlots', replyOf([LATER_SLOT]));
    expect(actor.getSnapshot().value).toEqual({ choosing: 'pickingSlot' });
    expect(actor.getSnapshot().context.slots).toEqual([LATER_SLOT]);
    expect(toasts).toEqual([]);
  });

  it('a full day with no later free day, or an answer that is not later, offers nothing more', async () => {
    for (const answer of [null, undefined, ONLINE_SLOT]) {
      const { actor } = start(signedIn);
      await fakes.resolve('fetchSlots', replyOf([]));
      await fakes.resolve('findNextFreeSlot', replyOf(answer));
      expect(actor.getSnapshot().value).toEqual({ choosing: { noSlots: 'noLaterDay' } });
      expect(actor.getSnapshot().context.nextFreeDate).toBeNull();
    }
    const { actor, toasts } = start(signedIn);
    await fakes.resolve('fetchSlots', replyOf([]));
    await fakes.reject('findNextFreeSlot', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ choosing: { noSlots: 'noLaterDay' } });
    expect(toasts).toEqual([]);
  });

  it('a visitor keeps the choice, signs in, and comes back to the same slot', async () => {
    const remembered: BookingDraft[] = [];
    const signIns: string[] = [];
    let forgotten = 0;
    const withStore = machine.provide({
      actions: {
        rememberDraft: (_, kept: BookingDraft) => void remembered.push(kept),
        goToSignIn: (_, doctorId: string) => void signIns.push(doctorId),
        forgetDraft: () => void (forgotten += 1),
      },
    });
    const visit = createActor(withStore, { input: visitor }).start();
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    visit.send({ type: 'slot.chosen', startsAt: ONLINE_SLOT.startsAt });
    visit.send({ type: 'slot.confirmed' });
    visit.send({ type: 'mode.chosen', mode: 'video' });
    visit.send({ type: 'mode.confirmed' });
    visit.send({ type: 'intake.changed', intake: complete });
    visit.send({ type: 'book' });
    expect(visit.getSnapshot().value).toBe('signingIn');
    expect(remembered).toEqual([draft]);
    expect(signIns).toEqual(['dr-asha']);

    // Back from the sign-in page: a new page, the draft from the device.
    const back = createActor(withStore, { input: { ...signedIn, date: '2026-11-24', draft } }).start();
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'dr-asha', date: '2026-11-26' });
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    expect(back.getSnapshot().value).toEqual({ choosing: 'intake' });
    expect(back.getSnapshot().context).toMatchObject({
      startsAt: ONLINE_SLOT.startsAt,
      mode: 'video',
      intake: complete,
    });
    expect(forgotten).toBe(1);
  });

  it('a restored slot that was taken meanwhile leaves the patient choosing again', async () => {
    const { actor } = start({ ...signedIn, draft });
    await fakes.resolve('fetchSlots', replyOf([CLINIC_SLOT]));
    expect(actor.getSnapshot().value).toEqual({ choosing: 'pickingSlot' });
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("says 'Slot already booked' when someone was faster, and the day's slots load again", async () => {
    const { actor, toasts } = start({ ...signedIn, draft });
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    actor.send({ type: 'book' });
    await fakes.resolve('holdSlot', { success: false, code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked });
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.slotAlreadyBooked);
    expect(actor.getSnapshot().value).toEqual({ choosing: 'loadingSlots' });
    expect(actor.getSnapshot().context.startsAt).toBeNull();
  });

  it("a slot taken meanwhile on a day now full says only 'Slot already booked'", async () => {
    const { actor, toasts } = start({ ...signedIn, draft });
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    actor.send({ type: 'book' });
    await fakes.resolve('holdSlot', { success: false, code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked });
    await fakes.resolve('fetchSlots', replyOf([]));
    expect(actor.getSnapshot().matches({ choosing: 'noSlots' })).toBe(true);
    expect(toasts).toEqual([COMMON_MESSAGES.slotAlreadyBooked]);
  });

  it('a day loaded again after a lost slot that fails to load shows no slots from before', async () => {
    for (const fail of [
      () => fakes.reject('fetchSlots', new Error('offline')),
      () => fakes.resolve('fetchSlots', replyOf(undefined)),
    ]) {
      const { actor } = start({ ...signedIn, draft });
      await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT, CLINIC_SLOT]));
      actor.send({ type: 'book' });
      await fakes.resolve('holdSlot', {
        success: false,
        code: 'slot_taken',
        message: COMMON_MESSAGES.slotAlreadyBooked,
      });
      await fail();
      expect(actor.getSnapshot().value).toEqual({ choosing: 'unavailable' });
      expect(actor.getSnapshot().context).toMatchObject({ slots: [], startsAt: null, mode: null });
      actor.send({ type: 'slot.chosen', startsAt: CLINIC_SLOT.startsAt });
      expect(actor.getSnapshot().context.startsAt).toBeNull();
      actor.send({ type: 'retry' });
      await fakes.resolve('fetchSlots', replyOf([CLINIC_SLOT]));
      expect(actor.getSnapshot().value).toEqual({ choosing: 'pickingSlot' });
    }
  });

  it('a closed payment window releases the hold and keeps the choice', async () => {
    const { actor, toasts } = start({ ...signedIn, draft });
    const kinds: string[] = [];
    actor.on('toast', (toast) => kinds.push(toast.kind));
    await fakes.resolve('fetchSlots', replyOf([ONLINE_SLOT]));
    actor.send({ type: 'book' });
    await fakes.resolve('holdSlot', { success: true, data: placed });
    await fakes.resolve('openGateway', { kind: 'dismissed' });
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.paymentCancelled);
    // An error toast, as the product rules list it.
    expect(kinds.at(-1)).toBe('error');
    expect(fakes.inputs('releaseHold').at(-1)).toEqual({ consultationId: placed._id, userId: 'u1' });
    await fakes.resolve('releaseHold', { success: true, data: { ...booked, status: 'cancelled' } });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'intake' });
    expect(actor.getSnapshot().context.startsAt).toBe(ONLINE_SLOT.startsAt);
  });
});
