// Consultation slots: a doctor's weekly hours in India time, date overrides (leave, extra hours),
// the slot length, a buffer between consultations, a minimum notice and a booking horizon.
// Times inside are epoch milliseconds; times on the wire are ISO with the +05:30 offset.
import { SLOT_RULES } from './constants';
import { FAILURE_CODES, type ApiResult, type Refusal } from './contract/envelope';
import { INDIA_OFFSET_MS } from './indiaTime';
import { COMMON_MESSAGES } from './messages/common';
import { SLOT_MESSAGES } from './messages/slot';

export const CONSULTATION_MODES = ['video', 'audio', 'clinic'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Minutes since midnight, India time. */
export interface TimeWindow {
  startMinute: number;
  endMinute: number;
}

export interface WeeklyWindow extends TimeWindow {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** A day whose hours replace the weekly ones: no windows is a day of leave. */
export interface DateOverride {
  date: string;
  windows: TimeWindow[];
}

export interface DoctorSchedule {
  weekly: readonly WeeklyWindow[];
  overrides: readonly DateOverride[];
  slotMinutes: number;
  bufferMinutes: number;
  modes: readonly ConsultationMode[];
}

/** A consultation that occupies time: booked, or held while its patient pays. */
export interface BusyInterval {
  startsAt: number;
  endsAt: number;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
  modes: ConsultationMode[];
}

/** '2026-11-24T10:30:00+05:30' */
export function toIndiaIso(epochMs: number): string {
  return `${new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The India calendar date (YYYY-MM-DD) of an instant. */
export function indiaDate(epochMs: number): string {
  return new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** An India date's first instant and the next day's (India is UTC+05:30 all year), of a YYYY-MM-DD date. */
export function indiaDaySpan(date: string): { start: Date; end: Date } {
  const start = new Date(`${date}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** The India date a timestamp (a slot's or a consultation's start) falls on. */
export const indiaDateOf = (isoTime: string): string => indiaDate(Date.parse(isoTime));

/**
 * A full day's "next available": the date of the free slot found after it, when that date is
 * later than the full day (null when no slot was found, or it is not later).
 */
export function laterFreeDate(slot: Slot | null, fullDay: string): string | null {
  const date = slot ? indiaDateOf(slot.startsAt) : null;
  return date !== null && date > fullDay ? date : null;
}

/** Midnight India time of a YYYY-MM-DD date, or null when it is not a real date. */
export function indiaMidnight(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc).toISOString().slice(0, 10) === date ? utc - INDIA_OFFSET_MS : null;
}

/** The dates the picker offers, today (India time) first. */
export function bookingDates(now: number, horizonDays: number = SLOT_RULES.horizonDays): string[] {
  const today = indiaMidnight(indiaDate(now)) as number;
  return Array.from({ length: horizonDays }, (_, day) => indiaDate(today + day * DAY_MS + 12 * 60 * MINUTE_MS));
}

function windowsOn(schedule: DoctorSchedule, date: string, midnight: number): readonly TimeWindow[] {
  const override = schedule.overrides.find((entry) => entry.date === date);
  if (override) return override.windows;
  const weekday = new Date(midnight + INDIA_OFFSET_MS).getUTCDay();
  return schedule.weekly.filter((window) => window.weekday === weekday);
}

/**
 * The free slots of one day: every window cut into slots of the doctor's length, spaced by the
 * buffer; a slot is free when it starts at least the minimum notice from now, lies inside the
 * horizon, and neither it nor its buffer overlaps a busy consultation.
 */
export function daySlots({
  schedule,
  date,
  busy,
  now,
}: {
  schedule: DoctorSchedule;
  date: string;
  busy: readonly BusyInterval[];
  now: number;
}): Slot[] {
  const midnight = indiaMidnight(date);
  if (midnight === null || !bookingDates(now).includes(date)) return [];
  const length = schedule.slotMinutes * MINUTE_MS;
  const buffer = schedule.bufferMinutes * MINUTE_MS;
  const earliest = now + SLOT_RULES.minNoticeMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  for (const window of [...windowsOn(schedule, date, midnight)].sort((a, b) => a.startMinute - b.startMinute)) {
    const end = midnight + window.endMinute * MINUTE_MS;
    for (let start = midnight + window.startMinute * MINUTE_MS; start + length <= end; start += length + buffer) {
      const clash = busy.some((taken) => start - buffer < taken.endsAt && start + length + buffer > taken.startsAt);
      if (start >= earliest && !clash)
        slots.push({ startsAt: toIndiaIso(start), endsAt: toIndiaIso(start + length), modes: [...schedule.modes] });
    }
  }
  return slots;
}

/**
 * The first free slot within the horizon, or null; given `after` (an India date), the first one
 * on a later day, as a full day's "next available" offers.
 */
export function nextFreeSlot(
  schedule: DoctorSchedule,
  busy: readonly BusyInterval[],
  now: number,
  after?: string,
): Slot | null {
  for (const date of bookingDates(now)) {
    if (after !== undefined && date <= after) continue;
    const [first] = daySlots({ schedule, date, busy, now });
    if (first) return first;
  }
  return null;
}

/**
 * Why `startsAt` cannot be booked as `mode`, or null when it is a free slot: the server asks this
 * before holding a slot, so a patient can only book what the picker offered.
 */
export function slotRefusal({
  schedule,
  startsAt,
  mode,
  busy,
  now,
}: {
  schedule: DoctorSchedule;
  startsAt: number;
  mode: ConsultationMode;
  busy: readonly BusyInterval[];
  now: number;
}): Refusal | null {
  const invalid = (message: string): Refusal => ({ code: FAILURE_CODES.invalidInput, message });
  if (startsAt <= now) return invalid(SLOT_MESSAGES.inThePast);
  if (startsAt < now + SLOT_RULES.minNoticeMinutes * MINUTE_MS) return invalid(SLOT_MESSAGES.tooSoon);
  const date = indiaDate(startsAt);
  if (!bookingDates(now).includes(date)) return invalid(SLOT_MESSAGES.beyondHorizon);
  if (!schedule.modes.includes(mode)) return invalid(SLOT_MESSAGES.modeNotOffered);
  const iso = toIndiaIso(startsAt);
  const offered = daySlots({ schedule, date, busy: [], now }).some((slot) => slot.startsAt === iso);
  if (!offered) return invalid(SLOT_MESSAGES.notASlot);
  const free = daySlots({ schedule, date, busy, now }).some((slot) => slot.startsAt === iso);
  return free ? null : { code: FAILURE_CODES.slotTaken, message: COMMON_MESSAGES.slotAlreadyBooked };
}

/** The slots a day's reply offers: none when it failed. */
export const offeredSlots = (reply: ApiResult<Slot[]>): Slot[] => (reply.success ? reply.data : []);

/** The reply says the day has no free slot (a failed reply says nothing of the day). */
export const isFullDay = (reply: ApiResult<Slot[]>): boolean => reply.success && reply.data.length === 0;
