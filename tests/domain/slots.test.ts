import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SLOT_MESSAGES } from '@domain/messages/slot';
import {
  bookingDates,
  daySlots,
  indiaDate,
  laterFreeDate,
  nextFreeSlot,
  slotRefusal,
  toIndiaIso,
  type DoctorSchedule,
} from '@domain/slots';

const at = (iso: string) => Date.parse(iso);
// Monday 23 November 2026, 08:00 in India.
const NOW = at('2026-11-23T08:00:00+05:30');

const schedule = (overrides: Partial<DoctorSchedule> = {}): DoctorSchedule => ({
  // Mondays and Tuesdays 10:00–12:00 and 16:00–17:00, India time.
  weekly: [1, 2].flatMap((weekday) => [
    { weekday, startMinute: 600, endMinute: 720 },
    { weekday, startMinute: 960, endMinute: 1020 },
  ]),
  overrides: [],
  slotMinutes: 30,
  bufferMinutes: 0,
  modes: ['video', 'audio'],
  ...overrides,
});

const starts = (slots: { startsAt: string }[]) => slots.map((slot) => slot.startsAt.slice(11, 16));

describe('consultation slots', () => {
  it('cuts weekly hours into slots in India time, written with the +05:30 offset', () => {
    const slots = daySlots({ schedule: schedule(), date: '2026-11-24', busy: [], now: NOW });
    expect(starts(slots)).toEqual(['10:00', '10:30', '11:00', '11:30', '16:00', '16:30']);
    expect(slots[0]).toEqual({
      startsAt: '2026-11-24T10:00:00+05:30',
      endsAt: '2026-11-24T10:30:00+05:30',
      modes: ['video', 'audio'],
    });
  });

  it('offers nothing on days without hours', () => {
    expect(daySlots({ schedule: schedule(), date: '2026-11-25', busy: [], now: NOW })).toEqual([]);
  });

  it('keeps the minimum notice of two hours and never offers the past', () => {
    const now = at('2026-11-23T09:15:00+05:30');
    expect(starts(daySlots({ schedule: schedule(), date: '2026-11-23', busy: [], now }))).toEqual([
      '11:30',
      '16:00',
      '16:30',
    ]);
    const evening = at('2026-11-23T18:00:00+05:30');
    expect(daySlots({ schedule: schedule(), date: '2026-11-23', busy: [], now: evening })).toEqual([]);
  });

  it('honours each doctor’s slot length and the buffer between consultations', () => {
    const fifteen = daySlots({ schedule: schedule({ slotMinutes: 15 }), date: '2026-11-24', busy: [], now: NOW });
    expect(fifteen).toHaveLength(12);
    const buffered = daySlots({
      schedule: schedule({ slotMinutes: 20, bufferMinutes: 10 }),
      date: '2026-11-24',
      busy: [],
      now: NOW,
    });
    expect(starts(buffered)).toEqual(['10:00', '10:30', '11:00', '11:30', '16:00', '16:30']);
    expect(buffered[0]?.endsAt).toBe('2026-11-24T10:20:00+05:30');
  });

  it('leaves out booked or held time, with the buffer around it', () => {
    const busy = [{ startsAt: at('2026-11-24T10:30:00+05:30'), endsAt: at('2026-11-24T11:00:00+05:30') }];
    expect(starts(daySlots({ schedule: schedule(), date: '2026-11-24', busy, now: NOW }))).toEqual([
      '10:00',
      '11:00',
      '11:30',
      '16:00',
      '16:30',
    ]);
    const buffered = schedule({ slotMinutes: 20, bufferMinutes: 10 });
    // 10:00–10:20 plus its buffer ends as the busy time starts; 11:00 would begin inside the buffer after it.
    expect(starts(daySlots({ schedule: buffered, date: '2026-11-24', busy, now: NOW }))).toEqual([
      '10:00',
      '11:30',
      '16:00',
      '16:30',
    ]);
  });

  it('lets a date override replace the week: leave, or extra hours', () => {
    const leave = schedule({ overrides: [{ date: '2026-11-24', windows: [] }] });
    expect(daySlots({ schedule: leave, date: '2026-11-24', busy: [], now: NOW })).toEqual([]);
    const extra = schedule({ overrides: [{ date: '2026-11-25', windows: [{ startMinute: 1200, endMinute: 1260 }] }] });
    expect(starts(daySlots({ schedule: extra, date: '2026-11-25', busy: [], now: NOW }))).toEqual(['20:00', '20:30']);
  });

  it('runs to the last minute of the day and starts the next day at midnight India time', () => {
    const lateNight = schedule({ weekly: [{ weekday: 2, startMinute: 1380, endMinute: 1440 }] });
    const slots = daySlots({ schedule: lateNight, date: '2026-11-24', busy: [], now: NOW });
    expect(slots.map((slot) => slot.endsAt)).toEqual(['2026-11-24T23:30:00+05:30', '2026-11-25T00:00:00+05:30']);
    // 19:00 UTC on the 23rd is already the 24th in India.
    expect(bookingDates(at('2026-11-23T19:00:00Z'))[0]).toBe('2026-11-24');
    expect(indiaDate(at('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
  });

  it('offers 14 days ahead and nothing further, nor any date that is not real', () => {
    const dates = bookingDates(NOW);
    expect(dates).toHaveLength(14);
    expect(dates.at(-1)).toBe('2026-12-06');
    expect(daySlots({ schedule: schedule(), date: '2026-12-07', busy: [], now: NOW })).toEqual([]);
    expect(daySlots({ schedule: schedule(), date: '2026-02-30', busy: [], now: NOW })).toEqual([]);
  });

  it('finds the next free slot', () => {
    expect(nextFreeSlot(schedule(), [], NOW)?.startsAt).toBe('2026-11-23T10:00:00+05:30');
    expect(nextFreeSlot(schedule({ weekly: [] }), [], NOW)).toBeNull();
  });

  it('finds the first free slot on a day after a given one, and none past the horizon', () => {
    // Mondays and Tuesdays only; the horizon ends on Sunday 6 December.
    expect(nextFreeSlot(schedule(), [], NOW, '2026-11-23')?.startsAt).toBe('2026-11-24T10:00:00+05:30');
    expect(nextFreeSlot(schedule(), [], NOW, '2026-11-24')?.startsAt).toBe('2026-11-30T10:00:00+05:30');
    const tuesdayTaken = [{ startsAt: at('2026-12-01T00:00:00+05:30'), endsAt: at('2026-12-02T00:00:00+05:30') }];
    expect(nextFreeSlot(schedule(), tuesdayTaken, NOW, '2026-11-30')).toBeNull();
    expect(nextFreeSlot(schedule(), [], NOW, '2026-12-01')).toBeNull();
  });

  it("offers a full day's next available date only when the slot found is on a later day", () => {
    const slot = { startsAt: '2026-11-24T10:00:00+05:30', endsAt: '2026-11-24T10:30:00+05:30', modes: [] };
    expect(laterFreeDate(slot, '2026-11-23')).toBe('2026-11-24');
    expect(laterFreeDate(slot, '2026-11-24')).toBeNull();
    expect(laterFreeDate(null, '2026-11-23')).toBeNull();
  });

  it('gives the same slots whatever the browser’s time zone, since it reads no local time', () => {
    // A patient in New York on Sunday evening local time is already on Monday in India.
    const newYorkSundayEvening = at('2026-11-22T21:45:00-05:00');
    expect(bookingDates(newYorkSundayEvening)[0]).toBe('2026-11-23');
    expect(toIndiaIso(newYorkSundayEvening)).toBe('2026-11-23T08:15:00+05:30');
  });

  it('refuses a start the picker would not offer, each with its reason', () => {
    const refuse = (iso: string, mode: 'video' | 'clinic' = 'video', now = NOW) =>
      slotRefusal({ schedule: schedule(), startsAt: at(iso), mode, busy: [], now });
    expect(refuse('2026-11-23T07:00:00+05:30')).toEqual({ code: 'invalid_input', message: SLOT_MESSAGES.inThePast });
    expect(refuse('2026-11-23T09:30:00+05:30')).toEqual({ code: 'invalid_input', message: SLOT_MESSAGES.tooSoon });
    expect(refuse('2026-12-08T10:00:00+05:30')).toEqual({
      code: 'invalid_input',
      message: SLOT_MESSAGES.beyondHorizon,
    });
    expect(refuse('2026-11-24T10:00:00+05:30', 'clinic')).toEqual({
      code: 'invalid_input',
      message: SLOT_MESSAGES.modeNotOffered,
    });
    expect(refuse('2026-11-24T10:10:00+05:30')).toEqual({ code: 'invalid_input', message: SLOT_MESSAGES.notASlot });
    expect(refuse('2026-11-25T10:00:00+05:30')).toEqual({ code: 'invalid_input', message: SLOT_MESSAGES.notASlot });
    expect(refuse('2026-11-24T10:00:00+05:30')).toBeNull();
    const busy = [{ startsAt: at('2026-11-24T10:00:00+05:30'), endsAt: at('2026-11-24T10:30:00+05:30') }];
    expect(
      slotRefusal({ schedule: schedule(), startsAt: at('2026-11-24T10:00:00+05:30'), mode: 'audio', busy, now: NOW }),
    ).toEqual({ code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked });
  });

  it('never offers overlapping slots, or one that touches busy time (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(15, 20, 30, 45),
        fc.integer({ min: 0, max: 15 }),
        fc.array(fc.integer({ min: 0, max: 95 }), { maxLength: 6 }),
        (slotMinutes, bufferMinutes, busyQuarters) => {
          const busy = busyQuarters.map((quarter) => {
            const startsAt = at('2026-11-24T00:00:00+05:30') + quarter * 15 * 60_000;
            return { startsAt, endsAt: startsAt + 30 * 60_000 };
          });
          const slots = daySlots({
            schedule: schedule({ slotMinutes, bufferMinutes }),
            date: '2026-11-24',
            busy,
            now: NOW,
          });
          slots.forEach((slot, index) => {
            const start = at(slot.startsAt);
            const end = at(slot.endsAt);
            expect(end - start).toBe(slotMinutes * 60_000);
            const next = slots[index + 1];
            if (next) expect(at(next.startsAt)).toBeGreaterThanOrEqual(end + bufferMinutes * 60_000);
            for (const taken of busy)
              expect(
                start - bufferMinutes * 60_000 >= taken.endsAt || end + bufferMinutes * 60_000 <= taken.startsAt,
              ).toBe(true);
          });
        },
      ),
    );
  });
});
