import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '@domain/messages/desk';
import { doctorDeskMachine } from '@machines/doctorDesk.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { aStoreItem } from '../support/builders/catalogue';
import { aDoctorConsultation, WEEKDAY_HOURS } from '../support/builders/desk';
import { childMachinesOn, roleAccessOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const booked = aDoctorConsultation();
const completed = { ...booked, status: 'completed' as const, notes: 'Warm water', recommendedItemIds: ['triphala'] };
const desk = { consultations: [booked], availability: { weekly: [], overrides: [] } };
const body = { outcome: 'completed' as const, notes: 'Warm water', recommendedItemIds: ['triphala'] };
const refusal = 'A consultation can be marked completed or missed only once it has started';

const application = { _id: '7', createdAt: '2026-11-20T10:00:00.000Z' };
const pending = { roles: [], application: { ...application, status: 'pending' as const } };
const rejected = { roles: [], application: { ...application, status: 'rejected' as const } };

const events = [
  ...roleAccessOutcomes({ roles: [], application: null }, pending, rejected),
  actorDone('loadDesk', replyOf(desk)),
  actorDone('loadDesk', UNANSWERED),
  actorFails('loadDesk', new Error('offline')),
  { type: 'retry' },
  { type: 'record', consultationId: booked._id, body },
  { type: 'saveHours', availability: WEEKDAY_HOURS },
  { type: 'findProducts', query: 'trifla' },
  actorDone('recordOutcome', { success: true, data: completed }),
  actorDone('recordOutcome', { success: false, code: 'conflict', message: refusal }),
  actorFails('recordOutcome', new Error('offline')),
  actorDone('saveAvailability', { success: true, data: WEEKDAY_HOURS }),
  actorDone('saveAvailability', {
    success: false,
    code: 'conflict',
    message: 'weekly windows of one day must not overlap',
  }),
  actorFails('saveAvailability', new Error('offline')),
  actorDone('findProducts', replyOf([aStoreItem()])),
  actorDone('findProducts', UNANSWERED),
  actorFails('findProducts', new Error('offline')),
];
const fakes = fakeActors('roleAccess', 'loadRoles', 'loadDesk', 'recordOutcome', 'saveAvailability', 'findProducts');
const machine = doctorDeskMachine.provide({ actors: fakes.actors });
/** The desk with the real role check, the roles answered by `loadRoles`. */
const checkingRoles = machine.provide({ actors: { roleAccess: childMachinesOn(fakes).roleAccess } });
const granted = { kind: 'granted' };

const input = { uid: 'doctor-uid' };

describeGeneratedPaths('doctor desk machine (generated paths)', {
  logic: doctorDeskMachine,
  machine,
  fakes,
  events,
  input,
  runsWhile: { roleAccess: 'checkingRole', loadDesk: 'loading', recordOutcome: { ready: 'recording' } },
});

describe('doctor desk scenarios', () => {
  it('a doctor records a completed consultation with two products, then saves hours', async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    expect(fakes.inputs('roleAccess').at(-1)).toEqual({ uid: 'doctor-uid', role: 'doctor' });
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadDesk', replyOf(desk));
    actor.send({ type: 'findProducts', query: 'trifla' });
    expect(fakes.inputs('findProducts').at(-1)).toBe('trifla');
    await fakes.resolve('findProducts', replyOf([aStoreItem()]));
    expect(actor.getSnapshot().context.products).toEqual([aStoreItem()]);
    actor.send({ type: 'record', consultationId: booked._id, body });
    expect(fakes.inputs('recordOutcome').at(-1)).toEqual({ consultationId: booked._id, body });
    await fakes.resolve('recordOutcome', { success: true, data: completed });
    expect(actor.getSnapshot().context.consultations).toEqual([completed]);
    actor.send({ type: 'saveHours', availability: WEEKDAY_HOURS });
    await fakes.resolve('saveAvailability', { success: true, data: WEEKDAY_HOURS });
    expect(actor.getSnapshot().context.availability).toEqual(WEEKDAY_HOURS);
    expect(toasts).toEqual([DESK_MESSAGES.outcomeSaved, DESK_MESSAGES.hoursSaved]);
  });

  it("says the server's reason when it refuses an outcome, and keeps the consultation", async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadDesk', replyOf(desk));
    actor.send({ type: 'record', consultationId: booked._id, body });
    await fakes.resolve('recordOutcome', { success: false, code: 'conflict', message: refusal });
    expect(actor.getSnapshot().context.consultations).toEqual([booked]);
    // Said beside the form it concerns, not in a toast that would cover the form's buttons.
    expect(actor.getSnapshot().context.outcomeRefusal).toEqual({ consultationId: booked._id, text: refusal });
    expect(toasts).toEqual([]);
    actor.send({ type: 'record', consultationId: booked._id, body });
    expect(actor.getSnapshot().context.outcomeRefusal).toBeNull();
    await fakes.reject('recordOutcome', new Error('offline'));
    expect(actor.getSnapshot().context.outcomeRefusal).toEqual({
      consultationId: booked._id,
      text: DESK_MESSAGES.outcomeFailed,
    });
  });

  it("keeps the server's reason for refusing the hours until they are saved again", async () => {
    const { actor, toasts } = startWithToasts(machine, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadDesk', replyOf(desk));
    actor.send({ type: 'saveHours', availability: WEEKDAY_HOURS });
    await fakes.resolve('saveAvailability', {
      success: false,
      code: 'conflict',
      message: 'weekly windows of one day must not overlap',
    });
    expect(actor.getSnapshot().context.hoursRefusal).toBe('weekly windows of one day must not overlap');
    actor.send({ type: 'saveHours', availability: WEEKDAY_HOURS });
    expect(actor.getSnapshot().context.hoursRefusal).toBeNull();
    await fakes.reject('saveAvailability', new Error('offline'));
    expect(actor.getSnapshot().context.hoursRefusal).toBe(DESK_MESSAGES.hoursFailed);
    expect(toasts).toEqual([]);
  });

  it('an applicant sees where the application stands; a user without the doctor role does not get the desk', async () => {
    const applicant = createActor(checkingRoles, { input }).start();
    await fakes.resolve('loadRoles', replyOf(pending));
    expect(applicant.getSnapshot().value).toBe('applicationPending');
    const turnedDown = createActor(checkingRoles, { input }).start();
    await fakes.resolve('loadRoles', replyOf(rejected));
    expect(turnedDown.getSnapshot().value).toBe('applicationRejected');
    const other = createActor(checkingRoles, { input }).start();
    await fakes.resolve('loadRoles', replyOf({ roles: ['admin' as const], application: null }));
    expect(other.getSnapshot().value).toBe('notADoctor');
    expect(fakes.isRunning('loadDesk')).toBe(false);
  });
});
