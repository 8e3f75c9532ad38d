import { describe, expect, it } from 'vitest';
import { NO_DOCTOR_FILTERS, type DoctorFilters } from '../../src/domain/doctorFilters';
import { doctorListMachine, DOCTORS_PER_PAGE } from '../../src/machines/doctorList.machine';
import { aDoctor } from '../support/builders/catalogue';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const NOW = Date.parse('2026-11-24T09:00:00+05:30');
const meera = aDoctor();
const arjun = aDoctor({ _id: 'arjun-rao', firstName: 'Arjun', secondName: 'Rao', languages: ['Hindi'] });
const today = { startsAt: '2026-11-24T14:00:00+05:30', endsAt: '2026-11-24T14:30:00+05:30', modes: ['video' as const] };
const found = { doctors: [meera, arjun], total: 2 };
const slots = [
  { doctorId: meera._id, slot: today },
  { doctorId: arjun._id, slot: null },
];
const hindi: DoctorFilters = { ...NO_DOCTOR_FILTERS, language: 'hindi' };
const searched: DoctorFilters = { ...NO_DOCTOR_FILTERS, query: 'digestve' };

const events = [
  actorDone('findDoctors', found),
  actorDone('findDoctors', { doctors: [], total: 0 }),
  actorDone('findDoctors', undefined),
  actorFails('findDoctors', new Error('offline')),
  actorDone('loadNextSlots', slots),
  actorFails('loadNextSlots', new Error('offline')),
  { type: 'retry' },
  { type: 'show', filters: hindi, page: 1 },
  { type: 'show', filters: searched, page: 1 },
];
const input = { filters: NO_DOCTOR_FILTERS, page: 1, now: NOW };
const fakes = fakeActors('findDoctors', 'loadNextSlots');
const machine = doctorListMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('doctor list machine (generated paths)', {
  logic: doctorListMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['finding', 'loadingSlots', 'ready', 'unavailable'],
  runsWhile: { findDoctors: 'finding', loadNextSlots: 'loadingSlots' },
  check: (snapshot) => {
    // Only doctors that were found are ever shown.
    for (const doctor of snapshot.context.shown) expect(snapshot.context.found).toContain(doctor);
  },
});

describe('doctor list scenarios', () => {
  it('finds the first page, loads next slots, then narrows by a filter without finding again', async () => {
    const actor = createActor(machine, { input }).start();
    expect(fakes.inputs('findDoctors').at(-1)).toEqual({ query: '', start: 0, limit: DOCTORS_PER_PAGE });
    await fakes.resolve('findDoctors', found);
    expect(fakes.inputs('loadNextSlots').at(-1)).toEqual([meera._id, arjun._id]);
    await fakes.resolve('loadNextSlots', slots);
    expect(actor.getSnapshot().context.shown).toEqual([meera, arjun]);
    actor.send({ type: 'show', filters: hindi, page: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.shown).toEqual([arjun]);
    actor.send({ type: 'show', filters: { ...NO_DOCTOR_FILTERS, availableToday: true }, page: 1 });
    expect(actor.getSnapshot().context.shown).toEqual([meera]);
  });

  it('searches again for a new query or page, asking for the page it shows', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('findDoctors', found);
    await fakes.resolve('loadNextSlots', slots);
    actor.send({ type: 'show', filters: searched, page: 1 });
    expect(fakes.inputs('findDoctors').at(-1)).toEqual({ query: 'digestve', start: 0, limit: DOCTORS_PER_PAGE });
    actor.send({ type: 'show', filters: NO_DOCTOR_FILTERS, page: 3 });
    expect(fakes.inputs('findDoctors').at(-1)).toEqual({ query: '', start: 100, limit: DOCTORS_PER_PAGE });
  });

  it('shows the doctors without next slots when those cannot be loaded; "available today" then matches none', async () => {
    const actor = createActor(machine, {
      input: { ...input, filters: { ...NO_DOCTOR_FILTERS, availableToday: true } },
    }).start();
    await fakes.resolve('findDoctors', found);
    await fakes.reject('loadNextSlots', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.shown).toEqual([]);
    actor.send({ type: 'show', filters: NO_DOCTOR_FILTERS, page: 1 });
    expect(actor.getSnapshot().context.shown).toEqual([meera, arjun]);
  });
});
