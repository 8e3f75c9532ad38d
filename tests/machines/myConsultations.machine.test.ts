import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Consultation } from '@domain/contract/consultations';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { indiaDateOf, type Slot } from '@domain/slots';
import { myConsultationsMachine } from '@machines/myConsultations.machine';
import { replyOf } from '../support/apiReplies';
import { aConsultation } from '../support/builders/consultations';
import { childMachinesOn, nextFreeDayOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const booked = aConsultation();
const refunded: Consultation = { ...booked, status: 'refunded', refund: 899 };
const later: Slot = { startsAt: '2026-11-27T11:00:00+05:30', endsAt: '2026-11-27T11:20:00+05:30', modes: ['video'] };
// The first free slot after a full 27 November, and one on the full day itself (never offered).
const nextWeek: Slot = { startsAt: '2026-11-30T09:00:00+05:30', endsAt: '2026-11-30T09:20:00+05:30', modes: ['video'] };
const moved: Consultation = { ...booked, startsAt: later.startsAt, endsAt: later.endsAt };
const input = { userId: 'u1' };

const events = [
  actorDone('loadConsultations', replyOf([booked])),
  actorDone('loadConsultations', replyOf(undefined)),
  actorFails('loadConsultations', new Error('offline')),
  { type: 'retry' },
  { type: 'cancel', consultationId: booked._id },
  { type: 'reschedule.open', consultationId: booked._id },
  actorDone('cancelConsultation', { success: true, data: refunded }),
  actorDone('cancelConsultation', {
    success: false,
    code: 'conflict',
    message: 'A consultation that has started can no longer be cancelled',
  }),
  actorFails('cancelConsultation', new Error('offline')),
  actorDone('fetchSlots', replyOf([later])),
  actorDone('fetchSlots', replyOf([])),
  actorDone('fetchSlots', replyOf(undefined)),
  actorFails('fetchSlots', new Error('offline')),
  ...nextFreeDayOutcomes(indiaDateOf(nextWeek.startsAt)),
  { type: 'day.chosen', date: '2026-11-27' },
  { type: 'slot.chosen', startsAt: later.startsAt },
  { type: 'reschedule.confirm' },
  { type: 'reschedule.close' },
  actorDone('rescheduleConsultation', { success: true, data: moved }),
  actorDone('rescheduleConsultation', {
    success: false,
    code: 'slot_taken',
    message: COMMON_MESSAGES.slotAlreadyBooked,
  }),
  actorFails('rescheduleConsultation', new Error('offline')),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.context.consultations.map(
      (consultation: Consultation) => consultation.status + consultation.startsAt,
    ),
    target: snapshot.context.targetId,
    date: snapshot.context.date,
    slots: snapshot.context.slots.length,
    nextFreeDate: snapshot.context.nextFreeDate,
    startsAt: snapshot.context.startsAt,
  });

const fakes = fakeActors(
  'loadConsultations',
  'cancelConsultation',
  'fetchSlots',
  'nextFreeDay',
  'findNextFreeSlot',
  'rescheduleConsultation',
);
/** The child machine stubbed by its outcomes, for the walk. */
const machine = myConsultationsMachine.provide({ actors: fakes.actors });
/** The child machine run for real, for the scenarios. */
const withChildren = myConsultationsMachine.provide({ actors: { ...fakes.actors, ...childMachinesOn(fakes) } });

describeGeneratedPaths('my consultations machine (generated paths)', {
  logic: myConsultationsMachine,
  machine,
  fakes,
  events,
  input,
  serializeState,
  reaches: [
    'loading',
    'unavailable',
    { ready: 'idle' },
    { ready: 'cancelling' },
    { ready: { rescheduling: 'loadingSlots' } },
    { ready: { rescheduling: 'picking' } },
    { ready: { rescheduling: 'unavailable' } },
    { ready: { rescheduling: { noSlots: 'lookingAhead' } } },
    { ready: { rescheduling: { noSlots: 'nextDayFound' } } },
    { ready: { rescheduling: { noSlots: 'noLaterDay' } } },
    { ready: { rescheduling: 'moving' } },
  ],
  runsWhile: {
    loadConsultations: 'loading',
    nextFreeDay: { ready: { rescheduling: { noSlots: 'lookingAhead' } } },
  },
  check: (snapshot) => {
    // A day whose slots could not be loaded is never shown as a day without slots.
    if (snapshot.matches({ ready: { rescheduling: 'unavailable' } })) expect(snapshot.context.slots).toEqual([]);
    // Nothing is moved without a slot chosen from the free ones.
    if (snapshot.matches({ ready: { rescheduling: 'moving' } })) expect(snapshot.context.startsAt).not.toBeNull();
    // A full day offers only a later day, and only while that full day is shown.
    if (snapshot.matches({ ready: { rescheduling: { noSlots: 'nextDayFound' } } }))
      expect(snapshot.context.nextFreeDate! > snapshot.context.date).toBe(true);
    else expect(snapshot.context.nextFreeDate).toBeNull();
  },
});

describe('my consultations scenarios', () => {
  it('cancels a consultation and shows the refunded one', async () => {
    const { actor, toasts } = startWithToasts(withChildren, input);
    expect(fakes.inputs('loadConsultations').at(-1)).toBe('u1');
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'cancel', consultationId: 'c_unknown12345' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'cancel', consultationId: booked._id });
    expect(fakes.inputs('cancelConsultation').at(-1)).toEqual({ consultationId: booked._id, userId: 'u1' });
    await fakes.resolve('cancelConsultation', { success: true, data: refunded });
    expect(actor.getSnapshot().context.consultations).toEqual([refunded]);
    expect(toasts).toEqual([COMMON_MESSAGES.consultationCancelled]);
  });

  it("reschedules to a free slot of the same doctor, starting on the consultation's own day", async () => {
    const { actor, toasts } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-26' });
    await fakes.resolve('fetchSlots', replyOf([]));
    await fakes.resolve('findNextFreeSlot', replyOf(null));
    actor.send({ type: 'reschedule.confirm' });
    expect(toasts).toEqual([COMMON_MESSAGES.selectTimeSlot]);
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    await fakes.resolve('fetchSlots', replyOf([later]));
    actor.send({ type: 'slot.chosen', startsAt: later.startsAt });
    actor.send({ type: 'reschedule.confirm' });
    expect(fakes.inputs('rescheduleConsultation').at(-1)).toEqual({
      consultationId: booked._id,
      userId: 'u1',
      startsAt: later.startsAt,
    });
    await fakes.resolve('rescheduleConsultation', {
      success: false,
      code: 'slot_taken',
      message: COMMON_MESSAGES.slotAlreadyBooked,
    });
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.errorReschedulingConsultation);
    await fakes.resolve('fetchSlots', replyOf([later]));
    actor.send({ type: 'slot.chosen', startsAt: later.startsAt });
    actor.send({ type: 'reschedule.confirm' });
    await fakes.resolve('rescheduleConsultation', { success: true, data: moved });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.consultations).toEqual([moved]);
    expect(toasts.at(-1)).toBe(COMMON_MESSAGES.consultationRescheduled);
  });

  it('a refused move forgets the refused time: the reloaded day is chosen from anew', async () => {
    const otherTime: Slot = { ...later, startsAt: '2026-11-27T12:00:00+05:30', endsAt: '2026-11-27T12:20:00+05:30' };
    const { actor, toasts } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    await fakes.resolve('fetchSlots', replyOf([later, otherTime]));
    actor.send({ type: 'slot.chosen', startsAt: later.startsAt });
    actor.send({ type: 'reschedule.confirm' });
    await fakes.resolve('rescheduleConsultation', {
      success: false,
      code: 'slot_taken',
      message: COMMON_MESSAGES.slotAlreadyBooked,
    });
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'loadingSlots' } });
    expect(actor.getSnapshot().context).toMatchObject({ startsAt: null, slots: [] });
    // The refused time is no longer offered; confirming now asks for a time instead of moving.
    await fakes.resolve('fetchSlots', replyOf([otherTime]));
    actor.send({ type: 'reschedule.confirm' });
    expect(toasts).toEqual([COMMON_MESSAGES.errorReschedulingConsultation, COMMON_MESSAGES.selectTimeSlot]);
    expect(fakes.isRunning('rescheduleConsultation')).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'picking' } });
  });

  it('a full day offers the next later day with a free slot; choosing it shows that day', async () => {
    const { actor, toasts } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    await fakes.resolve('fetchSlots', replyOf([later]));
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    await fakes.resolve('fetchSlots', replyOf([]));
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: { noSlots: 'lookingAhead' } } });
    expect(fakes.inputs('findNextFreeSlot').at(-1)).toEqual({ doctorId: 'meera-iyer', after: '2026-11-27' });
    await fakes.resolve('findNextFreeSlot', replyOf(nextWeek));
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: { noSlots: 'nextDayFound' } } });
    expect(actor.getSnapshot().context.nextFreeDate).toBe('2026-11-30');
    actor.send({ type: 'reschedule.confirm' });
    expect(toasts).toEqual([COMMON_MESSAGES.selectTimeSlot]);
    actor.send({ type: 'day.chosen', date: actor.getSnapshot().context.nextFreeDate! });
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-30' });
    expect(actor.getSnapshot().context.nextFreeDate).toBeNull();
    await fakes.resolve('fetchSlots', replyOf([nextWeek]));
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'picking' } });
    // Still nothing to move until a slot is chosen.
    actor.send({ type: 'reschedule.confirm' });
    expect(toasts).toEqual([COMMON_MESSAGES.selectTimeSlot, COMMON_MESSAGES.selectTimeSlot]);
    actor.send({ type: 'slot.chosen', startsAt: nextWeek.startsAt });
    expect(actor.getSnapshot().context.startsAt).toBe(nextWeek.startsAt);
  });

  it("a day whose slots fail to load says so with a retry, not 'no slots'; retry loads it again", async () => {
    for (const fail of [
      () => fakes.resolve('fetchSlots', replyOf(undefined)),
      () => fakes.reject('fetchSlots', new Error('offline')),
    ]) {
      const { actor, toasts } = startWithToasts(withChildren, input);
      await fakes.resolve('loadConsultations', replyOf([booked]));
      actor.send({ type: 'reschedule.open', consultationId: booked._id });
      await fail();
      expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'unavailable' } });
      expect(fakes.isRunning('findNextFreeSlot')).toBe(false);
      actor.send({ type: 'reschedule.confirm' });
      expect(toasts).toEqual([COMMON_MESSAGES.selectTimeSlot]);
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'loadingSlots' } });
      expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-26' });
      await fakes.resolve('fetchSlots', replyOf([later]));
      expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'picking' } });
    }
    // Another day, or closing, works from the failed state too.
    const { actor } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    await fakes.reject('fetchSlots', new Error('offline'));
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-27' });
    await fakes.reject('fetchSlots', new Error('offline'));
    actor.send({ type: 'reschedule.close' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a day chosen while the slots are loading stops that load and loads the chosen day', async () => {
    const { actor } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    const asked = fakes.inputs('fetchSlots').length;
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-26' });
    actor.send({ type: 'day.chosen', date: '2026-11-27' });
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'loadingSlots' } });
    expect(actor.getSnapshot().context.date).toBe('2026-11-27');
    expect(fakes.inputs('fetchSlots')).toHaveLength(asked + 1);
    expect(fakes.inputs('fetchSlots').at(-1)).toEqual({ doctorId: 'meera-iyer', date: '2026-11-27' });
    await fakes.resolve('fetchSlots', replyOf([later]));
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'picking' } });
    expect(actor.getSnapshot().context.slots).toEqual([later]);
    expect(fakes.isRunning('fetchSlots')).toBe(false);
  });

  it('the dialog closes while the slots are loading, and the load is stopped', async () => {
    const { actor } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: 'loadingSlots' } });
    actor.send({ type: 'reschedule.close' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(fakes.isRunning('fetchSlots')).toBe(false);
  });

  it('offers no later day when none has a free slot, the answer is not later, or the look-up fails', async () => {
    for (const answer of [null, later, undefined]) {
      const { actor } = startWithToasts(withChildren, input);
      await fakes.resolve('loadConsultations', replyOf([booked]));
      actor.send({ type: 'reschedule.open', consultationId: booked._id });
      await fakes.resolve('fetchSlots', replyOf([later]));
      actor.send({ type: 'day.chosen', date: '2026-11-27' });
      await fakes.resolve('fetchSlots', replyOf([]));
      await fakes.resolve('findNextFreeSlot', replyOf(answer));
      expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: { noSlots: 'noLaterDay' } } });
      expect(actor.getSnapshot().context.nextFreeDate).toBeNull();
      actor.send({ type: 'reschedule.close' });
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    }
    const { actor } = startWithToasts(withChildren, input);
    await fakes.resolve('loadConsultations', replyOf([booked]));
    actor.send({ type: 'reschedule.open', consultationId: booked._id });
    await fakes.resolve('fetchSlots', replyOf([]));
    await fakes.reject('findNextFreeSlot', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ ready: { rescheduling: { noSlots: 'noLaterDay' } } });
  });
});
