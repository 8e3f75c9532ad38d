// Free consultation slots as the booking picker and the doctor cards read them, computed by the
// slot rules (src/domain/slots.ts) from the stored schedule and busy time.
import { and, eq, inArray } from 'drizzle-orm';
import { SLOT_RULES } from '@domain/constants';
import { bookingDates, daySlots, indiaDate, indiaMidnight, nextFreeSlot, type Slot } from '@domain/slots';
import type { Db } from '../db/client';
import { doctors } from '../db/schema';
import { busyIntervals, loadSchedule, loadSchedules, type DoctorRow } from './doctorSchedule';

const DAY_MS = 86_400_000;

/** The free slots of a verified doctor on one India date; undefined when the doctor is not listed. */
export async function freeSlots(db: Db, doctorId: string, date: string, now: number): Promise<Slot[] | undefined> {
  const [doctor] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.status, 'verified')));
  if (!doctor) return undefined;
  const midnight = indiaMidnight(date);
  if (midnight === null) return [];
  const [schedule, busy] = await Promise.all([
    loadSchedule(db, doctor),
    busyIntervals(db, [doctor.id], { from: midnight - DAY_MS, to: midnight + 2 * DAY_MS, now }),
  ]);
  return daySlots({ schedule, date, busy: busy.get(doctor.id)!, now });
}

/**
 * The first free slot of each listed doctor within the booking horizon (null when none), in one
 * pass; given `after`, the first on a later India date.
 */
export async function nextFreeSlots(
  db: Db,
  doctorIds: readonly string[],
  now: number,
  after?: string,
): Promise<{ doctorId: string; slot: Slot | null }[]> {
  const rows = doctorIds.length
    ? await db
        .select()
        .from(doctors)
        .where(and(inArray(doctors.id, [...doctorIds]), eq(doctors.status, 'verified')))
    : [];
  const from = indiaMidnight(bookingDates(now)[0]!)!;
  const [schedules, busy] = await Promise.all([
    loadSchedules(db, rows),
    busyIntervals(
      db,
      rows.map((row) => row.id),
      { from, to: from + (SLOT_RULES.horizonDays + 1) * DAY_MS, now },
    ),
  ]);
  return rows.map((row) => ({
    doctorId: row.id,
    slot: nextFreeSlot(schedules.get(row.id)!, busy.get(row.id)!, now, after),
  }));
}

/**
 * The ids of these doctors with at least one free slot on today's India date ("available today"),
 * by the same slot rule as the picker; only today's busy time is read.
 */
export async function doctorsFreeToday(db: Db, rows: readonly DoctorRow[], now: number): Promise<Set<string>> {
  const today = indiaDate(now);
  const midnight = indiaMidnight(today)!;
  const [schedules, busy] = await Promise.all([
    loadSchedules(db, rows),
    busyIntervals(
      db,
      rows.map((row) => row.id),
      { from: midnight - DAY_MS, to: midnight + 2 * DAY_MS, now },
    ),
  ]);
  const free = rows.filter(
    (row) => daySlots({ schedule: schedules.get(row.id)!, date: today, busy: busy.get(row.id)!, now }).length > 0,
  );
  return new Set(free.map((row) => row.id));
}
