// Typo-tolerant autocomplete over the store and the doctors (docs/product.md §5, §7; the design and its measurements: docs/architecture.md §6).
// The query is read as slots (a phrase that names a synonym, or one word; synonyms.ts), each word
// expanded through a dictionary of stored words by the spelling rule (expand.ts), turned into
// prefix tsqueries ranked by typos and field (plan.ts) and run against GIN-indexed search vectors
// (engine.ts). The word rule is also written out plainly in reference.ts, which the tests compare against.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Doctor } from '@domain/contract/doctors';
import type { DoctorSearchQuery, StoreSearchItem, StoreSearchQuery } from '@domain/contract/search';
import { searchWords } from '@domain/search';
import { compoundHead } from '@domain/searchCompounds';
import { rowsOf, type Db } from '../db/client';
import { plannedOnce } from '../db/plannedOnce';
import { itemColumns, toDoctor, toStoreItem, type ItemRow } from '../db/publicRows';
import { brands, doctors, items } from '../db/schema';
import type { PublicCache } from '../http/publicCache';
import { dictionaryOf, type SearchScope } from './dictionary';
import {
  rankDoctors,
  rankedIds,
  rankingArray,
  rankingInOneStatement,
  rankItems,
  type Ranking,
  type RankedIds,
} from './engine';
import { expandWords, FIELD_CODES, oneEditFarther, phraseFields, type Tier } from './expand';
import {
  explainQueries,
  planSlot,
  slotsToDrop,
  withoutIncidentalIngredients,
  type SlotMatch,
  type WordPlan,
} from './plan';
import { slotsOf, synonymsNamed } from './synonyms';

/**
 * The search vector fields (ranks in FIELD_CODES, migration 0008) a requested field searches: an
 * item's name searches its own words (name, ingredients, concerns, categories, form).
 */
export const STORE_FIELD_RANKS: Record<string, number[]> = { name: [0, 1, 2], 'brandDetails.brandName': [3] };
export const DOCTOR_FIELD_RANKS: Record<string, number[]> = {
  firstName: [0],
  secondName: [1],
  languages: [2],
  specialization: [3],
};

function ranksFor(fieldRanks: Record<string, number[]>, fields: readonly string[]): number[] {
  return [...new Set(fields.flatMap((field) => fieldRanks[field] ?? []))].sort((a, b) => a - b);
}

interface Planned {
  plans: WordPlan[];
  matches: SlotMatch[];
  totalDocs: number;
}

/** What a store or doctor search asks: its words, the fields it searches and the prefix a word needs. */
interface Asked {
  query: string;
  field: readonly string[];
  prefixLength: number;
}

/**
 * The query's slots and their plans over the fields the request names (their ranks in
 * `fieldRanks`), or undefined when some slot matches nothing.
 */
async function planQuery(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  scope: SearchScope,
  fieldRanks: Record<string, number[]>,
  { query, field, prefixLength }: Asked,
): Promise<Planned | undefined> {
  const ranks = ranksFor(fieldRanks, field);
  const words = searchWords(query);
  if (!words.length) return undefined;
  const codes = ranks.map((rank) => FIELD_CODES[rank]!);
  // No trip most times: the synonym table and the dictionary are kept in the process.
  const named = await synonymsNamed(db, cache, scope, words, codes);
  // A compound preparation's herb ('arjunarista': arjuna) is expanded too.
  const heads = words.flatMap((word, index) => {
    const head = compoundHead(word);
    return head ? [{ index, head }] : [];
  });
  const dictionary = await dictionaryOf(db, cache, scope);
  const expansion = expandWords(
    dictionary,
    [...words, ...heads.map(({ head }) => head)],
    prefixLength,
    ranks,
    named.meant,
  );
  const tiersOf = (index: number): Tier[] => [
    ...expansion.words[index]!.tiers,
    ...heads.flatMap(({ index: of }, k) =>
      of === index ? oneEditFarther(expansion.words[words.length + k]!.tiers) : [],
    ),
  ];
  const slots = slotsOf(named, expansion.held, words, codes);
  let at = 0;
  const matches: SlotMatch[] = slots.map((slot) => {
    const tiers = tiersOf(at);
    at += slot.words.length;
    return slot.words.length === 1
      ? withoutIncidentalIngredients({ tiers, synonyms: slot.synonyms })
      : { tiers: [], synonyms: slot.synonyms, phrase: phraseFields(dictionary, slot.words, codes) };
  });
  if (matches.some((match) => !match.tiers.length && !match.synonyms.length && !match.phrase)) return undefined;
  return { plans: matches.map((match) => planSlot(match)), matches, totalDocs: expansion.totalDocs };
}

export type StoreSearch = Pick<StoreSearchQuery, 'query' | 'field' | 'limit' | 'prefixLength'>;

/** The matching items' ranking, its last statement not yet run, with the plan it came from. */
async function rankStore(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  input: StoreSearch,
): Promise<{ ranking: Ranking; planned?: Planned }> {
  const planned = await planQuery(db, cache, 'item', STORE_FIELD_RANKS, input);
  if (!planned) return { ranking: { found: [], steps: ['no-word'] } };
  return { ranking: await rankItems(db, planned.plans, planned.totalDocs, input.limit), planned };
}

/** The slots of each fill of a short page (searchStore): every slot left out in turn, the most common first (slotsToDrop). */
const fillPlans = (planned: Planned): WordPlan[][] =>
  slotsToDrop(planned.plans).map((dropped) => planned.plans.filter((_, index) => index !== dropped));

/** The rankings that fill a page of `shown` items, each asked for as many more items as the page holds, as those are skipped. */
function fillRankings(db: Db, planned: Planned, limit: number, shown: number): Promise<Ranking[]> {
  return Promise.all(fillPlans(planned).map((plans) => rankItems(db, plans, planned.totalDocs, limit + shown)));
}

/**
 * The fills of any page that can be short (at most `limit` - 1 items shown) as statements needing
 * no trip of their own (rankingInOneStatement), or undefined when the query has one slot or some
 * fill must read its cost tiers first.
 */
function fillsInOneStatement(planned: Planned, limit: number): Ranking[] | undefined {
  if (planned.plans.length < 2) return undefined;
  const fills = fillPlans(planned).map((plans) => rankingInOneStatement(plans, planned.totalDocs, 2 * limit - 1));
  return fills.every((fill) => fill !== undefined) ? fills : undefined;
}

/** Whether a page of `shown` items is filled with items missing one slot: it has some, too few, of a query of several slots. */
const wantsFill = (planned: Planned, shown: number, limit: number) =>
  shown > 0 && shown < limit && planned.plans.length > 1;

/** The page followed by the fill's items it does not hold yet, each once, at most `limit`. */
function filled<T>(page: readonly T[], fill: readonly T[], idOf: (entry: T) => string, limit: number): T[] {
  const shown = new Set(page.map(idOf));
  const result = [...page];
  for (const entry of fill) {
    if (result.length >= limit) break;
    if (!shown.has(idOf(entry))) result.push(entry);
    shown.add(idOf(entry));
  }
  return result;
}

/** Ranked ids of the items searchStore shows, with how they were found. */
export async function searchStoreIds(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  input: StoreSearch,
): Promise<RankedIds> {
  const { ranking, planned } = await rankStore(db, cache, input);
  const page = await rankedIds(db, ranking);
  if (!planned || !wantsFill(planned, page.ids.length, input.limit)) return page;
  const fills = await fillRankings(db, planned, input.limit, page.ids.length);
  const more = await Promise.all(fills.map((fill) => rankedIds(db, fill)));
  return {
    ids: filled(
      page.ids,
      more.flatMap((fill) => fill.ids),
      (id) => id,
      input.limit,
    ),
    steps: [...page.steps, 'fill'],
  };
}

/**
 * What tells, for a row, the label of the first slot it matched only through a synonym ("for
 * Acidity"): one flag a slot, as a column of the row (none when no slot has a labelled synonym).
 */
function explainColumn(planned: Planned): { labels: string[]; flags: SQL<boolean[]> | undefined } {
  const checks = planned.matches.flatMap((match) => {
    const queries = explainQueries(match);
    return queries ? [{ label: match.synonyms[0]!.label, ...queries }] : [];
  });
  if (!checks.length) return { labels: [], flags: undefined };
  const flags = checks.map(({ own, synonym }) =>
    own
      ? sql`(NOT ${items.searchVector} @@ ${own}::tsquery AND ${items.searchVector} @@ ${synonym}::tsquery)`
      : sql`(${items.searchVector} @@ ${synonym}::tsquery)`,
  );
  return { labels: checks.map((check) => check.label), flags: sql<boolean[]>`ARRAY[${sql.join(flags, sql`, `)}]` };
}

/** The public item columns (publicRows.ts), named as ItemRow names them: their values need no mapping. */
const itemSelection = sql.join(
  Object.entries(itemColumns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
  sql`, `,
);

/** The row of an item a search shows, and which slots it matched only through a synonym. */
type FoundRow = ItemRow & { flags: boolean[] };

/** The items of rankings, one after the other, read in the statement that runs their last steps. */
async function readRanked(
  db: Db,
  rankings: readonly Ranking[],
  explain: ReturnType<typeof explainColumn>,
): Promise<StoreSearchItem[]> {
  if (rankings.every((ranking) => !ranking.found.length && !ranking.rest)) return [];
  return readIds(db, rankingArray(rankings), explain);
}

/**
 * A page's ids followed, when it has some but fewer than `limit`, by its fills' (each read for as
 * many more items as such a page can hold): the fills' statements run only then, inside the
 * statement that reads the page (PostgreSQL runs an uncorrelated sub-select when first used).
 */
function pageThenFills(page: Ranking, fills: readonly Ranking[], limit: number): SQL {
  // OFFSET 0 keeps the page's ids one value, computed once, rather than written out at each use.
  return sql`(SELECT CASE WHEN cardinality(p.ids) BETWEEN 1 AND ${limit - 1} THEN p.ids || ${rankingArray(fills)} ELSE p.ids END
    FROM (SELECT ${rankingArray([page])} AS ids OFFSET 0) p)`;
}

/** The items of an array of ranked ids, in its order, with their slots' synonym flags. */
async function readIds(db: Db, ranked: SQL, explain: ReturnType<typeof explainColumn>): Promise<StoreSearchItem[]> {
  const { labels, flags } = explain;
  const result = await db.execute(
    plannedOnce(sql`
    SELECT ${itemSelection}, ${flags ?? sql`'{}'::boolean[]`} AS flags
    FROM unnest(${ranked}) WITH ORDINALITY AS ranked(id, at)
    JOIN ${items} ON ${items.id} = ranked.id COLLATE "default" JOIN ${brands} ON ${brands.id} = ${items.brandId}
    ORDER BY ranked.at`),
  );
  return rowsOf<FoundRow>(result).map(({ flags: matched, ...row }) => {
    const first = matched.findIndex(Boolean);
    return first >= 0 ? { ...toStoreItem(row), matchedFor: labels[first]! } : toStoreItem(row);
  });
}

/**
 * The ranked items: most searches are one trip to the database, the ranking with its rows (the
 * dictionary and synonyms are kept in the process). A page that some items matching every word begin but do not fill is
 * filled with items that miss one word, the most common word missed first (slotsToDrop), as a
 * shopkeeper shows the capsules when asked for ashwagandha tablets and there is one tablet. The
 * fills are read in the page's statement when none needs a trip of its own (most queries of a few
 * words), else in a second trip when the page is short.
 */
export async function searchStore(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  input: StoreSearch,
): Promise<StoreSearchItem[]> {
  const { ranking, planned } = await rankStore(db, cache, input);
  if (!planned) return [];
  const explain = explainColumn(planned);
  const fills = fillsInOneStatement(planned, input.limit);
  if (fills && (ranking.found.length > 0 || ranking.rest)) {
    const ranked = await readIds(db, pageThenFills(ranking, fills, input.limit), explain);
    return filled([], ranked, (item) => item._id, input.limit);
  }
  const page = await readRanked(db, [ranking], explain);
  if (!wantsFill(planned, page.length, input.limit)) return page;
  // Every slot left out in turn, read in one statement.
  const more = await fillRankings(db, planned, input.limit, page.length);
  return filled(page, await readRanked(db, more, explain), (item) => item._id, input.limit);
}

export type DoctorSearch = Pick<DoctorSearchQuery, 'query' | 'field' | 'limit' | 'prefixLength'>;

/** Ranked ids of the verified doctors matching the query. */
export async function searchDoctorIds(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  input: DoctorSearch,
): Promise<string[]> {
  const planned = await planQuery(db, cache, 'doctor', DOCTOR_FIELD_RANKS, input);
  if (!planned) return [];
  return rankDoctors(db, planned.plans, input.limit);
}

/** Verified doctors only (docs/product.md §5), whatever the request's option says. */
export async function searchDoctors(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  input: DoctorSearch,
): Promise<Doctor[]> {
  const ids = await searchDoctorIds(db, cache, input);
  if (!ids.length) return [];
  const rows = await db.select().from(doctors).where(inArray(doctors.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row && row.status === 'verified' ? [toDoctor(row)] : [];
  });
}
