import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DoctorListQuerySchema } from '@domain/contract/doctors';
import {
  activeDoctorFilterCount,
  doctorFiltersFromSearch,
  filterChoices,
  nextSlotText,
  NO_DOCTOR_FILTERS,
  searchFromDoctorFilters,
  type DoctorFilters,
} from '@domain/doctorFilters';
import { CONSULTATION_MODES } from '@domain/slots';
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

  it("any URL query's filters are a query the doctors list call accepts, meaning the same", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const filters = doctorFiltersFromSearch(search);
        const query = Object.fromEntries(new URLSearchParams(searchFromDoctorFilters(filters)));
        const parsed = v.safeParse(DoctorListQuerySchema, query);
        expect(parsed.success).toBe(true);
        expect(parsed.output).toEqual({
          q: filters.query === '' ? undefined : filters.query,
          speciality: filters.specialization,
          language: filters.language,
          minFee: filters.minFee,
          maxFee: filters.maxFee,
          mode: filters.mode,
          today: filters.availableToday || undefined,
        });
      }),
    );
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
