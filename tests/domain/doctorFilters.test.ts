import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeDoctorFilterCount,
  doctorFiltersFromSearch,
  filterChoices,
  matchesDoctorFilters,
  nextSlotText,
  NO_DOCTOR_FILTERS,
  searchFromDoctorFilters,
  type DoctorFilters,
} from '../../src/domain/doctorFilters';
import { CONSULTATION_MODES } from '../../src/domain/slots';
import { aDoctor } from '../support/builders/catalogue';

const NOW = Date.parse('2026-11-24T09:00:00+05:30');
const meera = aDoctor({ specialization: ['Digestive Health'], languages: ['English', 'Tamil'], appointmentPrice: 899 });
const slotAt = (startsAt: string) => ({ startsAt, endsAt: startsAt, modes: ['video' as const] });

describe('doctor filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters: DoctorFilters = {
      query: 'panchakrma',
      specialization: "Women's Health",
      language: 'Tamil',
      minFee: 500,
      maxFee: 1000,
      mode: 'clinic',
      availableToday: true,
    };
    expect(doctorFiltersFromSearch(searchFromDoctorFilters(filters))).toEqual(filters);
    expect(searchFromDoctorFilters(NO_DOCTOR_FILTERS)).toBe('');
    expect(activeDoctorFilterCount(filters)).toBe(5);
    expect(activeDoctorFilterCount(NO_DOCTOR_FILTERS)).toBe(0);
  });

  it('drops what it cannot use: an unknown mode, a reversed or non-numeric fee range, blank text', () => {
    expect(doctorFiltersFromSearch('mode=chat&minFee=900&maxFee=100&language=%20&today=yes')).toEqual(
      NO_DOCTOR_FILTERS,
    );
    expect(doctorFiltersFromSearch('minFee=-1&maxFee=1e3')).toEqual(NO_DOCTOR_FILTERS);
  });

  it('any URL query gives filters that survive a round trip', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const filters = doctorFiltersFromSearch(search);
        expect(doctorFiltersFromSearch(searchFromDoctorFilters(filters))).toEqual(filters);
        expect(CONSULTATION_MODES.includes(filters.mode ?? 'video')).toBe(true);
      }),
    );
  });
});

describe('which doctors match', () => {
  const matches = (filters: Partial<DoctorFilters>, slot = slotAt('2026-11-24T14:00:00+05:30')) =>
    matchesDoctorFilters(meera, slot, { ...NO_DOCTOR_FILTERS, ...filters }, NOW);

  it('matches specialization and language whatever their case', () => {
    expect(matches({ specialization: 'digestive health', language: 'TAMIL' })).toBe(true);
    expect(matches({ specialization: 'Panchakarma' })).toBe(false);
    expect(matches({ language: 'Hindi' })).toBe(false);
  });

  it('keeps the fee range inclusive at both ends', () => {
    expect(matches({ minFee: 899, maxFee: 899 })).toBe(true);
    expect(matches({ minFee: 900 })).toBe(false);
    expect(matches({ maxFee: 898 })).toBe(false);
  });

  it('offers only the modes the doctor consults in', () => {
    expect(matches({ mode: 'video' })).toBe(true);
    expect(matches({ mode: 'clinic' })).toBe(false);
  });

  it('"available today" needs a next free slot on the same India date', () => {
    expect(matches({ availableToday: true })).toBe(true);
    // 23:30 in India is still today; 00:00 the next day is not.
    expect(matches({ availableToday: true }, slotAt('2026-11-24T23:30:00+05:30'))).toBe(true);
    expect(matches({ availableToday: true }, slotAt('2026-11-25T00:00:00+05:30'))).toBe(false);
    expect(matchesDoctorFilters(meera, null, { ...NO_DOCTOR_FILTERS, availableToday: true }, NOW)).toBe(false);
    expect(matchesDoctorFilters(meera, undefined, NO_DOCTOR_FILTERS, NOW)).toBe(true);
  });
});

describe('what the list shows', () => {
  it('offers each specialization and language once, sorted', () => {
    const arjun = aDoctor({ _id: 'arjun', specialization: ['Panchakarma', 'Digestive Health'], languages: ['Hindi'] });
    expect(filterChoices([meera, arjun], 'specialization')).toEqual(['Digestive Health', 'Panchakarma']);
    expect(filterChoices([meera, arjun], 'languages')).toEqual(['English', 'Hindi', 'Tamil']);
  });

  it('names the next free slot in India time, today or another day', () => {
    expect(nextSlotText(slotAt('2026-11-24T14:00:00+05:30'), NOW)).toBe('Next free: Today, 2:00 pm');
    expect(nextSlotText(slotAt('2026-11-25T10:30:00+05:30'), NOW)).toBe('Next free: Wed, 25 Nov, 10:30 am');
    expect(nextSlotText(null, NOW)).toBe('No free slot in the next 14 days');
  });
});
