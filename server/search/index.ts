// Typo-tolerant autocomplete over the store and the doctors (docs/product.md §5, §7; the design and its measurements: docs/architecture.md §6).
// Query words are expanded through a dictionary of stored words (expand.ts), turned into prefix
// tsqueries (plan.ts) and run against GIN-indexed search vectors (engine.ts). The rule itself is
// written out in reference.ts, which the tests and the benchmark compare against.
import { eq, inArray } from 'drizzle-orm';
import type { StoreItem } from '../../src/domain/contract/catalogue';
import type { Doctor } from '../../src/domain/contract/doctors';
import type { DoctorSearchQuery, StoreSearchQuery } from '../../src/domain/contract/search';
import { searchWords } from '../../src/domain/search';
import type { Db } from '../db/client';
import { itemColumns, toDoctor, toStoreItem } from '../db/publicRows';
import { brands, doctors, items } from '../db/schema';
import { rankDoctors, rankItems, type RankedIds } from './engine';
import { expandWords } from './expand';
import { planWords } from './plan';

/** Search vector weights of the store fields (see migration 0002_search_triggers). */
export const STORE_FIELD_WEIGHTS: Record<string, string> = { name: 'A', 'brandDetails.brandName': 'B' };
/** Search vector weights of the doctor fields. */
export const DOCTOR_FIELD_WEIGHTS: Record<string, string> = {
  firstName: 'A',
  secondName: 'B',
  languages: 'C',
  specialization: 'D',
};

/** The tsquery weight restriction for the chosen fields; none when every field is searched. */
function weightsFor(fieldWeights: Record<string, string>, fields: readonly string[]): string {
  const chosen = new Set(fields.map((field) => fieldWeights[field]).filter(Boolean));
  if (chosen.size === Object.keys(fieldWeights).length) return '';
  return [...chosen].sort().join('');
}

export type StoreSearch = Pick<StoreSearchQuery, 'query' | 'field' | 'limit' | 'prefixLength'>;

/** Ranked ids of the matching items, with how they were found. */
export async function searchStoreIds(db: Db, input: StoreSearch): Promise<RankedIds> {
  const words = searchWords(input.query);
  if (!words.length) return { ids: [], steps: [] };
  const expansion = await expandWords(db, 'item', words, input.prefixLength);
  if (expansion.words.some((word) => !word.tiers.length)) return { ids: [], steps: ['no-word'] };
  const plans = planWords(expansion.words, weightsFor(STORE_FIELD_WEIGHTS, input.field));
  return rankItems(db, plans, expansion.totalDocs, input.limit);
}

export async function searchStore(db: Db, input: StoreSearch): Promise<StoreItem[]> {
  const { ids } = await searchStoreIds(db, input);
  if (!ids.length) return [];
  const rows = await db
    .select(itemColumns)
    .from(items)
    .innerJoin(brands, eq(items.brandId, brands.id))
    .where(inArray(items.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStoreItem(row)] : [];
  });
}

export type DoctorSearch = Pick<DoctorSearchQuery, 'query' | 'field' | 'limit' | 'prefixLength'>;

/** Ranked ids of the verified doctors matching the query. */
export async function searchDoctorIds(db: Db, input: DoctorSearch): Promise<string[]> {
  const words = searchWords(input.query);
  if (!words.length) return [];
  const expansion = await expandWords(db, 'doctor', words, input.prefixLength);
  if (expansion.words.some((word) => !word.tiers.length)) return [];
  return rankDoctors(db, planWords(expansion.words, weightsFor(DOCTOR_FIELD_WEIGHTS, input.field)), input.limit);
}

/** Verified doctors only (docs/product.md §5), whatever the request's option says. */
export async function searchDoctors(db: Db, input: DoctorSearch): Promise<Doctor[]> {
  const ids = await searchDoctorIds(db, input);
  if (!ids.length) return [];
  const rows = await db.select().from(doctors).where(inArray(doctors.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row && row.status === 'verified' ? [toDoctor(row)] : [];
  });
}
