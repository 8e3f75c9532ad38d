// A doctor's schedule and busy time as the slot rules (src/domain/slots.ts) read them.
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { DateOverride, DoctorSchedule, BusyInterval, ConsultationMode, TimeWindow } from '@domain/slots';
import type { Queryable } from '../db/client';
import type { doctors } from '../db/schema';
import { consultations, doctorAvailability, doctorDateOverrides } from '../db/schema';

export type DoctorRow = typeof doctors.$inferSelect;

/** The schedules of several doctors, by doctor id. */
export async function loadSchedules(db: Queryable, rows: readonly DoctorRow[]): Promise<Map<string, DoctorSchedule>> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return new Map();
  // On the pool, two connections at once; in a transaction, its one connection takes them in turn.
  const [weekly, overrides] = await Promise.all([
    db.select().from(doctorAvailability).where(inArray(doctorAvailability.doctorId, ids)),
    db.select().from(doctorDateOverrides).where(inArray(doctorDateOverrides.doctorId, ids)),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        weekly: weekly
          .filter((window) => window.doctorId === row.id)
          .map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
        overrides: overrides
          .filter((entry) => entry.doctorId === row.id)
          .map((entry): DateOverride => ({ date: entry.date, windows: entry.windows as TimeWindow[] })),
        slotMinutes: row.slotMinutes,
        bufferMinutes: row.bufferMinutes,
        modes: row.modes as ConsultationMode[],
      },
    ]),
  );
}

export async function loadSchedule(db: Queryable, row: DoctorRow): Promise<DoctorSchedule> {
  return (await loadSchedules(db, [row])).get(row.id)!;
}

/**
 * Consultations that take the doctors' time between `from` and `to`: booked ones, and pending
 * ones whose hold has not run out (an expired hold frees its slot even before the sweeper runs).
 */
export async function busyIntervals(
  db: Queryable,
  doctorIds: readonly string[],
  { from, to, now, except }: { from: number; to: number; now: number; except?: string },
): Promise<Map<string, BusyInterval[]>> {
  const busy = new Map<string, BusyInterval[]>(doctorIds.map((id) => [id, []]));
  if (!doctorIds.length) return busy;
  const rows = await db
    .select({ doctorId: consultations.doctorId, startsAt: consultations.startsAt, endsAt: consultations.endsAt })
    .from(consultations)
    .where(
      and(
        inArray(consultations.doctorId, [...doctorIds]),
        lt(consultations.startsAt, new Date(to)),
        gt(consultations.endsAt, new Date(from)),
        or(
          inArray(consultations.status, ['booked', 'completed', 'no_show']),
          and(eq(consultations.status, 'pending'), gt(consultations.holdExpiresAt, new Date(now))),
        ),
        except ? sql`${consultations.id} <> ${except}` : undefined,
      ),
    );
  for (const row of rows)
    busy.get(row.doctorId)!.push({ startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() });
  return busy;
}
