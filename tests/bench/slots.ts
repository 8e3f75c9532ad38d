// Consultation slots at scale: 50 verified doctors (the seeded ones plus synthetic ones with the
// seeded doctors' hours) and 1,000 existing consultations in their next 14 days. Times the slot
// picker of one doctor (14 days, one call per day, as the picker asks) and the next free slot of
// all 50 doctors (the doctor cards, one call), and the /doctors list call itself (50 a page,
// without filters and with "available today"), p50/p95 over repeated runs, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL, else an embedded one from npm).
// Figures, not assertions. Run alone: `npx tsx tests/bench/slots.ts`.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { DoctorListQuery } from '@domain/contract/doctors';
import { bookingDates, daySlots } from '@domain/slots';
import { openPglite, type Database, type Db } from '../../server/db/client';
import { consultations, doctorAvailability, doctors } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { seededRandom } from '../../server/db/seed/random';
import { keptValues } from '../../server/http/publicCache';
import { listDoctors } from '../../server/services/doctorList';
import { loadSchedules } from '../../server/services/doctorSchedule';
import { freeSlots, nextFreeSlots } from '../../server/services/slots';
import { withPostgres } from '../support/benchPostgres';
import { withScratchDatabase } from '../support/scratchDatabase';

const DOCTORS = 50;
const CONSULTATIONS = 1_000;
const RUNS = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Synthetic verified doctors with a seeded doctor's weekly hours, up to `DOCTORS` in all. */
async function addDoctors(db: Db): Promise<string[]> {
  const seeded = await db.select().from(doctors).where(eq(doctors.status, 'verified'));
  const hours = await db.select().from(doctorAvailability);
  for (let n = seeded.length; n < DOCTORS; n += 1) {
    const model = seeded[n % seeded.length]!;
    const id = `bench-doctor-${n}`;
    await db.insert(doctors).values({ ...model, id, uid: null, firstName: `Bench${n}`, searchVector: null });
    const windows = hours.filter((window) => window.doctorId === model.id);
    await db
      .insert(doctorAvailability)
      .values(
        windows.map(({ weekday, startMinute, endMinute }) => ({ doctorId: id, weekday, startMinute, endMinute })),
      );
  }
  const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.status, 'verified'));
  return rows.map((row) => row.id);
}

/** 1,000 booked consultations in free slots of the next 14 days, spread over the doctors. */
async function addConsultations(db: Db, doctorIds: string[], now: number): Promise<void> {
  const random = seededRandom('slots-bench');
  const rows = await db.select().from(doctors).where(eq(doctors.status, 'verified'));
  const schedules = await loadSchedules(db, rows);
  const free = rows.flatMap((row) =>
    bookingDates(now).flatMap((date) =>
      daySlots({ schedule: schedules.get(row.id)!, date, busy: [], now }).map((slot) => ({ row, slot })),
    ),
  );
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  const chosen = free.slice(0, CONSULTATIONS);
  if (chosen.length < CONSULTATIONS)
    throw new Error(`only ${chosen.length} free slots for ${doctorIds.length} doctors`);
  for (let i = 0; i < chosen.length; i += 250)
    await db.insert(consultations).values(
      chosen.slice(i, i + 250).map(({ row, slot }) => ({
        id: `c_bench${randomBytes(12).toString('hex')}`,
        doctorId: row.id,
        uid: `bench-patient-${Math.floor(random() * 300)}`,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        mode: 'video' as const,
        status: 'booked' as const,
        pricePaise: row.appointmentPaise,
        meetingRoom: `ojas-bench-${randomBytes(12).toString('hex')}`,
      })),
    );
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchDatabase(label: string, database: Database): Promise<string[]> {
  await database.migrate();
  await seedDatabase(database.db);
  const now = Date.now();
  const doctorIds = await addDoctors(database.db);
  await addConsultations(database.db, doctorIds, now);
  const dates = bookingDates(now);
  const busiest = doctorIds[0]!;
  const picker = await time(() => Promise.all(dates.map((date) => freeSlots(database.db, busiest, date, Date.now()))));
  const sequential = await time(async () => {
    for (const date of dates) await freeSlots(database.db, busiest, date, Date.now());
  });
  const cards = await time(() => nextFreeSlots(database.db, doctorIds, Date.now()));
  const listPage = (filters: DoctorListQuery) => () =>
    listDoctors(database.db, keptValues(), { start: 0, limit: DOCTORS, filters, now: Date.now() });
  const list = await time(listPage({}));
  const availableToday = await time(listPage({ today: true }));
  const row = (what: string, f: { p50: number; p95: number }) =>
    `| ${label.padEnd(10)} | ${what.padEnd(44)} | ${f.p50.toFixed(1).padStart(8)} | ${f.p95.toFixed(1).padStart(8)} |`;
  return [
    row('one doctor, 14 days (14 calls in parallel)', picker),
    row('one doctor, 14 days (14 calls one by one)', sequential),
    row(`next free slot of ${doctorIds.length} doctors (one call)`, cards),
    row(`/doctors list, ${DOCTORS} a page, no filter`, list),
    row(`/doctors list, ${DOCTORS} a page, "available today"`, availableToday),
  ];
}

export async function runSlotsBench(): Promise<void> {
  console.log(
    `\nConsultation slots: ${DOCTORS} verified doctors, ${CONSULTATIONS} booked consultations in the next 14 days, ${RUNS} timed runs each`,
  );
  const rows: string[] = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await benchDatabase('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  rows.push(
    ...(await withPostgres((adminUrl) =>
      withScratchDatabase(adminUrl, 'ojas_bench_slots', (postgres) => benchDatabase('PostgreSQL', postgres)),
    )),
  );
  console.log('\n| database   | what                                         | p50 (ms) | p95 (ms) |');
  console.log('|------------|----------------------------------------------|----------|----------|');
  for (const row of rows) console.log(row);
  console.log('Latency: the service calls in process (schedule, busy time, slot rules), as the routes make them.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSlotsBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
