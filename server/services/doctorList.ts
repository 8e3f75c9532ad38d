// The /doctors list: verified doctors filtered on the server by the page's own filters (the
// search query, specialization, language, fee range and mode in the database; "available today"
// by the slot rule), then paged.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DoctorListQuery, DoctorPage } from '@domain/contract/doctors';
import { rupeesToPaise } from '@domain/money';
import { DOCTOR_SEARCH } from '@domain/search';
import type { Db } from '../db/client';
import { toDoctor } from '../db/publicRows';
import { doctors } from '../db/schema';
import type { PublicCache } from '../http/publicCache';
import { searchDoctorIds } from '../search';
import { doctorsFreeToday } from './slots';

/** Enough for every match of a search: the list pages them itself. */
const MAX_SEARCH_MATCHES = 1_000;

/** One entry of a text array equal to `value`, ignoring case. */
const hasEntry = (column: typeof doctors.specialization | typeof doctors.languages, value: string) =>
  sql`EXISTS (SELECT 1 FROM unnest(${column}) AS entry WHERE lower(entry) = lower(${value}))`;

export async function listDoctors(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  { start, limit, filters, now }: { start: number; limit: number; filters: DoctorListQuery; now: number },
): Promise<DoctorPage> {
  const ranked = filters.q
    ? await searchDoctorIds(db, cache, {
        query: filters.q,
        field: [...DOCTOR_SEARCH.fields],
        limit: MAX_SEARCH_MATCHES,
        prefixLength: DOCTOR_SEARCH.prefixLength,
      })
    : undefined;
  if (ranked?.length === 0) return { doctors: [], total: 0, start, limit };
  const conditions: (SQL | undefined)[] = [
    eq(doctors.status, 'verified'),
    ranked && inArray(doctors.id, ranked),
    filters.speciality === undefined ? undefined : hasEntry(doctors.specialization, filters.speciality),
    filters.language === undefined ? undefined : hasEntry(doctors.languages, filters.language),
    filters.minFee === undefined ? undefined : gte(doctors.appointmentPaise, rupeesToPaise(filters.minFee)),
    filters.maxFee === undefined ? undefined : lte(doctors.appointmentPaise, rupeesToPaise(filters.maxFee)),
    filters.mode === undefined ? undefined : sql`${filters.mode} = ANY(${doctors.modes})`,
  ];
  let rows = await db
    .select()
    .from(doctors)
    .where(and(...conditions))
    .orderBy(desc(doctors.featured), desc(doctors.experienceYears), asc(doctors.id));
  if (ranked) {
    const rank = new Map(ranked.map((id, index) => [id, index]));
    rows = rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }
  if (filters.today) {
    const free = await doctorsFreeToday(db, rows, now);
    rows = rows.filter((row) => free.has(row.id));
  }
  return { doctors: rows.slice(start, start + limit).map(toDoctor), total: rows.length, start, limit };
}
