import { describe, expect, it } from 'vitest';
import type { DoctorPage } from '@domain/contract/doctors';
import { NO_DOCTOR_FILTERS, type DoctorFilters } from '@domain/doctorFilters';
import { DOCTORS_PER_PAGE, type NextSlots } from '@domain/searchRequests';
import { doctorListMachine } from '@machines/doctorList.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { aDoctor } from '../support/builders/catalogue';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const meera = aDoctor();
const arjun = aDoctor({ _id: 'arjun-rao', firstName: 'Arjun', secondName: 'Rao', languages: ['Hindi'] });
const today = { startsAt: '2026-11-24T14:00:00+05:30', endsAt: '2026-11-24T14:30:00+05:30', modes: ['video' as const] };
const page: DoctorPage = { doctors: [meera, arjun], total: 2, start: 0, limit: DOCTORS_PER_PAGE };
const nextSlots: NextSlots = { [meera._id]: today, [arjun._id]: null };
const hindi: DoctorFilters = { ...NO_DOCTOR_FILTERS, language: 'hindi' };
const searched: DoctorFilters = { ...NO_DOCTOR_FILTERS, query: 'digestve' };

const events = [
  actorDone('loadDoctors', replyOf(page)),
  actorDone('loadDoctors', replyOf({ ...page, doctors: [], total: 0 })),
  actorDone('loadDoctors', UNANSWERED),
  actorFails('loadDoctors', new Error('offline')),
  actorDone('loadNextSlots', replyOf(nextSlots)),
  actorDone('loadNextSlots', UNANSWERED),
  actorFails('loadNextSlots', new Error('offline')),
  { type: 'retry' },
  { type: 'show', filters: NO_DOCTOR_FILTERS, page: 1 },
  { type: 'show', filters: hindi, page: 1 },
  { type: 'show', filters: searched, page: 2 },
];
const input = { filters: NO_DOCTOR_FILTERS, page: 1 };
/** A page the server rendered: the doctors it loaded for this URL are embedded. */
const preloadedInput = { ...input, preloaded: page };
const fakes = fakeActors('loadDoctors', 'loadNextSlots');
const machine = doctorListMachine.provide({ actors: fakes.actors });
const suite = {
  logic: doctorListMachine,
  machine,
  fakes,
  events,
  runsWhile: { loadDoctors: 'loading', loadNextSlots: { ready: 'loadingSlots' } },
  check: (snapshot: { context: { doctors: unknown[] } }) => {
    // What is shown is always one whole page: no more doctors than the page holds.
    expect(snapshot.context.doctors.length).toBeLessThanOrEqual(DOCTORS_PER_PAGE);
  },
};

describeGeneratedPaths('doctor list machine (generated paths)', {
  ...suite,
  input,
  reaches: ['loading', { ready: 'loadingSlots' }, { ready: 'slotsShown' }, 'unavailable'],
});

// The walk starts ready with the embedded doctors (only their slots load), and new filters load afresh.
describeGeneratedPaths('doctor list machine from embedded doctors (generated paths)', {
  ...suite,
  input: preloadedInput,
  more: (paths) => {
    it('starts ready', () => expect(paths[0]!.state.value).toEqual({ ready: 'loadingSlots' }));
  },
});

describe('doctor list scenarios', () => {
  it('asks the server for the filters and the page, and loads again only when they change', async () => {
    const actor = createActor(machine, { input: { filters: hindi, page: 1 } }).start();
    expect(fakes.inputs('loadDoctors').at(-1)).toEqual({ filters: hindi, start: 0, limit: DOCTORS_PER_PAGE });
    await fakes.resolve('loadDoctors', replyOf(page));
    expect(actor.getSnapshot().context).toMatchObject({ doctors: page.doctors, total: 2, nextSlots: {} });
    // The page's own 'show' on mount names the same request: nothing is loaded again.
    actor.send({ type: 'show', filters: { ...hindi }, page: 1 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'show', filters: { ...NO_DOCTOR_FILTERS, availableToday: true }, page: 1 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.inputs('loadDoctors').at(-1)).toEqual({
      filters: { ...NO_DOCTOR_FILTERS, availableToday: true },
      start: 0,
      limit: DOCTORS_PER_PAGE,
    });
  });

  it('shows the doctors first, then loads the next free slot of each listed doctor', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('loadDoctors', replyOf(page));
    expect(actor.getSnapshot().value).toEqual({ ready: 'loadingSlots' });
    expect(fakes.inputs('loadNextSlots').at(-1)).toEqual([meera._id, arjun._id]);
    await fakes.resolve('loadNextSlots', replyOf(nextSlots));
    expect(actor.getSnapshot().value).toEqual({ ready: 'slotsShown' });
    expect(actor.getSnapshot().context.nextSlots).toEqual(nextSlots);
  });

  it('starts ready from the doctors the server embedded, loading only their slots', async () => {
    const actor = createActor(machine, { input: preloadedInput }).start();
    expect(actor.getSnapshot().value).toEqual({ ready: 'loadingSlots' });
    expect(actor.getSnapshot().context).toMatchObject({ doctors: page.doctors, total: 2 });
    expect(fakes.isRunning('loadDoctors')).toBe(false);
    actor.send({ type: 'show', filters: NO_DOCTOR_FILTERS, page: 1 });
    expect(fakes.isRunning('loadDoctors')).toBe(false);
    await fakes.resolve('loadNextSlots', replyOf(nextSlots));
    expect(actor.getSnapshot().context.nextSlots).toEqual(nextSlots);
  });

  it('shows the cards without slots when the slots cannot be loaded', async () => {
    const actor = createActor(machine, { input: preloadedInput }).start();
    await fakes.reject('loadNextSlots', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ ready: 'slotsShown' });
    expect(actor.getSnapshot().context.nextSlots).toEqual({});
  });

  it('loads the next 50 for the next page', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('loadDoctors', replyOf(page));
    actor.send({ type: 'show', filters: searched, page: 3 });
    expect(fakes.inputs('loadDoctors').at(-1)).toEqual({ filters: searched, start: 100, limit: DOCTORS_PER_PAGE });
  });

  it('offers a retry when the doctors cannot be loaded, and loads the same request again', async () => {
    const actor = createActor(machine, { input: { filters: searched, page: 2 } }).start();
    await fakes.reject('loadDoctors', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'retry' });
    expect(fakes.inputs('loadDoctors').at(-1)).toEqual({ filters: searched, start: 50, limit: DOCTORS_PER_PAGE });
    await fakes.resolve('loadDoctors', replyOf(page));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
