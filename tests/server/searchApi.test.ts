// Typo-tolerant search over the seeded catalogue, on PGlite and PostgreSQL, measured against the
// plain row-by-row reference implementation of the rule.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConcernSuggestion, StoreSearchItem } from '@domain/contract/search';
import { PREFIX_LADDER } from '@domain/search';
import { itemCategories, itemCategoryLinks, items, searchSynonyms as searchSynonymRows } from '../../server/db/schema';
import { doctors as seedDoctors } from '../../server/db/seed/content/doctors';
import { searchSynonyms } from '../../server/db/seed/content/searchSynonyms';
import { keptValues } from '../../server/http/publicCache';
import { searchStoreIds } from '../../server/search';
import { referencePage, referenceSearch, storeTieOrder } from '../../server/search/reference';
import { phraseDistance } from '../../server/search/synonyms';
import { storeReferenceDocs } from '../support/storeReferenceDocs';
import { insertItemRow } from './itemRows';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();

async function searchStore(query: string, prefixLength = 3, limit = 5): Promise<{ _id: string; name: string }[]> {
  const response = await app().inject({
    url: `/api/search/store?${new URLSearchParams({ query, field: 'name,brandDetails.brandName', type: 'fuzzy-autocomplete', limit: String(limit), prefixLength: String(prefixLength) })}`,
  });
  expect(response.statusCode, query).toBe(200);
  return response.json().data;
}

/** The client's ladder: prefix lengths 3, 2, 1, 0 until something is found. */
async function ladder(query: string, limit = 5) {
  for (const prefixLength of PREFIX_LADDER) {
    const found = await searchStore(query, prefixLength, limit);
    if (found.length) return found;
  }
  return [];
}

async function searchDoctors(query: string, limit = 3) {
  const response = await app().inject({
    url: `/api/search/doctor?${new URLSearchParams({ query, field: 'firstName,secondName,languages,specialization', type: 'fuzzy-autocomplete-v2', limit: String(limit), option: 'match,state.status,verified', prefixLength: '2' })}`,
  });
  expect(response.statusCode, query).toBe(200);
  return response.json().data as {
    firstName: string;
    secondName: string;
    languages: string[];
    specialization: string[];
    state: { status: string };
  }[];
}

/** A query that names a synonym also finds what the synonym means, which the plain word rule leaves out. */
const namesSynonym = (query: string) =>
  searchSynonyms.some(
    (synonym) => synonym.scope === 'item' && phraseDistance(query, synonym.phrase, true) !== undefined,
  );

describe('store search', () => {
  it.each([
    ['ashwagnda', 'Ashwagandha Tablets'],
    ['trifala', 'Triphala Churna'],
    ['brahmi syr', 'Brahmi Syrup'],
    ['shilajt', 'Pure Himalayan Shilajit Resin'],
  ])('finds %s → %s', async (query, name) => {
    expect((await ladder(query)).map((item) => item.name)).toContain(name);
  });

  it('forgives a wrong first letter only once the prefix length drops to 0', async () => {
    expect(await searchStore('bshwagandha', 3)).toEqual([]);
    expect((await searchStore('bshwagandha', 0)).map((item) => item.name)).toContain('Ashwagandha Tablets');
  });

  it('refuses bad input with a message', async () => {
    const cases = [
      'query=',
      'query=ashwa%24',
      'query=ashwa&limit=0',
      'query=ashwa&limit=51',
      'query=ashwa&prefixLength=x',
      'query=ashwa&field=price',
      'query=ashwa&type=exact',
    ];
    for (const query of cases) {
      const response = await app().inject({ url: `/api/search/store?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
  });

  it('returns exactly what the plain word rule returns, best first, for typo and half-typed queries', async () => {
    const docs = await storeReferenceDocs(database().db);
    const rows = [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
    // Deterministic typos: drop, swap or double a letter of a name word, and cut the last word short.
    const queries: string[] = [];
    rows.slice(0, 60).forEach((row, index) => {
      const words = row.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 4);
      const word = words[index % Math.max(1, words.length)];
      if (!word) return;
      const at = 1 + (index % (word.length - 2));
      const typo =
        index % 3 === 0
          ? word.slice(0, at) + word.slice(at + 1)
          : index % 3 === 1
            ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
            : word.slice(0, at) + word[at] + word.slice(at);
      queries.push(typo, word.slice(0, Math.max(3, word.length - 3)));
    });
    let checked = 0;
    for (const query of queries.filter((query) => !namesSynonym(query))) {
      for (const prefixLength of [3, 0]) {
        const expected = referenceSearch(docs, query, prefixLength, storeTieOrder)
          .slice(0, 50)
          .map((match) => match.doc.id);
        const actual = (await searchStore(query, prefixLength, 50)).map((item) => item._id);
        expect(actual, `${query} @${prefixLength}`).toEqual(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('fills a short page of a two-word query as the plain rule does, with items missing the most common word', async () => {
    const docs = await storeReferenceDocs(database().db);
    const rows = [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
    const nameWords = (index: number) =>
      rows[index % rows.length]!.name.toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 4 && !namesSynonym(word));
    const limit = 5;
    let checked = 0;
    for (let index = 0; index < rows.length && checked < 12; index += 1) {
      const [first] = nameWords(index);
      const [second] = nameWords(index * 7 + 3);
      if (!first || !second || first === second) continue;
      const query = `${first} ${second}`;
      const full = referenceSearch(docs, query, 3, storeTieOrder).length;
      if (namesSynonym(query) || full === 0 || full >= limit) continue;
      const expected = referencePage(docs, query, 3, storeTieOrder, limit).map((doc) => doc.id);
      expect(expected.length, query).toBeGreaterThan(full);
      expect(
        (await searchStore(query, 3, limit)).map((item) => item._id),
        query,
      ).toEqual(expected);
      const { ids } = await searchStoreIds(database().db, keptValues(), {
        query,
        field: ['name', 'brandDetails.brandName'],
        limit,
        prefixLength: 3,
      });
      expect(ids, query).toEqual(expected);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it.each([
    ['acidity', 'avipattikar-churna', 'Acidity'],
    ['joint pain', 'yogaraj-guggulu-tablets', 'Joint pain'],
    ['hair fall', 'bhringraj-oil', 'Hair fall'],
    ['insomnia', 'nidra-sleep-capsules', 'Insomnia'],
    ['bp', 'arjuna-capsules', 'BP'],
  ])('finds the products of a concern by a symptom, %s, and says why', async (query, id, label) => {
    const found = await ladder(query, 50);
    const item = found.find((result) => result._id === id) as { matchedFor?: string } | undefined;
    expect(item?.matchedFor, query).toBe(label);
  });

  it.each([
    ['turmeric', 'haldi-capsules-with-black-pepper'],
    ['gooseberry', 'amla-juice'],
    ['licorice', 'yashtimadhu-capsules'],
    ['mulethi', 'yashtimadhu-capsules'],
    ['guduchi', 'giloy-ghan-vati'],
    ['psyllium', 'isabgol-husk'],
    ['bitter gourd', 'karela-jamun-juice'],
    ['trifla', 'triphala-churna'],
    ['bramhi', 'brahmi-syrup'],
    ['shilajeet', 'shilajit-capsules'],
    ['chyavanprash', 'classic-chyawanprash'],
  ])('finds a herb by another name or spelling: %s', async (query, id) => {
    expect((await ladder(query)).map((item) => item._id)).toContain(id);
  });

  it('does not take a short word with a typo for a longer one: tamil is not tailam', async () => {
    expect(await ladder('tamil')).toEqual([]);
  });

  it('reads a tailam as an oil by its name, whole words only: oil finds Pinda Tailam among the named oils', async () => {
    const found = (await ladder('oil', 50)).map((item) => item.name);
    const lastNamed = Math.max(...found.map((name, index) => (/\b(oil|tailam)\b/i.test(name) ? index : -1)));
    expect(found).toContain('Pinda Tailam');
    expect(found.slice(0, lastNamed + 1).every((name) => /\b(oil|tailam)\b/i.test(name))).toBe(true);
    expect(await ladder('tamil')).toEqual([]);
  });

  it('finds a compound preparation by its herb too: arjunarista is the tonic first, then arjuna', async () => {
    const found = (await ladder('arjunarista')).map((item) => item._id);
    expect(found[0]).toBe('arjunarishta-heart-tonic');
    expect(found).toEqual(expect.arrayContaining(['arjuna-capsules', 'arjuna-bark-tea', 'arjuna-bark-juice']));
  });

  it('ranks a match in the name before one in the ingredients', async () => {
    const found = (await ladder('tulsi', 50)).map((item) => item.name);
    const lastNamed = Math.max(...found.map((name, index) => (/tulsi/i.test(name) ? index : -1)));
    const firstUnnamed = found.findIndex((name) => !/tulsi/i.test(name));
    expect(firstUnnamed).toBeGreaterThan(lastNamed);
  });

  it.each([
    ['sugar', 'sitopaladi-churna'],
    ['cold', 'kumkumadi-night-serum'],
  ])('reads a symptom, %s, as its concern, not as a qualifier in the ingredients', async (query, qualifiedOnly) => {
    expect((await ladder(query, 50)).map((item) => item._id)).not.toContain(qualifiedOnly);
    // The panel's five: the names holding the word, then the concern's items, each saying why.
    for (const item of await ladder(query)) {
      const { name, matchedFor } = item as { name: string; matchedFor?: string };
      expect(name.toLowerCase().includes(query) || matchedFor !== undefined, name).toBe(true);
    }
  });

  it('fills a short page with items missing the most common word: the capsules after the one ashwagandha tablet', async () => {
    const found = (await ladder('ashwagandha tablets')).map((item) => item._id);
    expect(found.slice(0, 2)).toEqual(['ashwagandha-tablets', 'ashwagandha-capsules']);
    expect(found).toHaveLength(5);
    // Both words still lead: the vapour balm comes after the pain balm, the cow ghee after the desi one.
    expect((await ladder('pain balm')).map((item) => item._id)).toEqual(
      expect.arrayContaining(['herbal-pain-balm', 'karpura-vapour-balm']),
    );
    expect((await ladder('desi ghee'))[0]!._id).toBe('goghrita-desi-cow-ghee');
  });

  it('fills no page that nothing matching every word begins: the ladder goes on', async () => {
    for (const prefixLength of PREFIX_LADDER) expect(await searchStore('onion capsules', prefixLength)).toEqual([]);
  });

  it('keeps its dictionary and postings current when items and their concerns change', async () => {
    // Written here as another writer (psql, a replica) would: the app hears of it by the
    // database's notice, which PostgreSQL delivers on its own connection, a moment after the commit.
    const ids = async (query: string) => (await ladder(query)).map((item) => item._id);
    await insertItemRow(database().db, 'zorbleflux-elixir', 'Zorbleflux Elixir');
    await expect.poll(() => ids('zorblefux')).toEqual(['zorbleflux-elixir']);
    await database().db.update(items).set({ name: 'Quandaberry Elixir' }).where(eq(items.id, 'zorbleflux-elixir'));
    await expect.poll(() => ids('zorblefux')).toEqual([]);
    await expect.poll(() => ids('quandabery')).toEqual(['zorbleflux-elixir']);
    // A concern linked, renamed and unlinked: the item's words (and postings) follow.
    await database()
      .db.insert(itemCategories)
      .values({ id: 'glimmerous', name: 'Glimmerous', description: 'Test concern.', kind: 'concern' });
    await database().db.insert(itemCategoryLinks).values({ itemId: 'zorbleflux-elixir', categoryId: 'glimmerous' });
    await expect.poll(() => ids('glimerous')).toEqual(['zorbleflux-elixir']);
    await database().db.update(itemCategories).set({ name: 'Sparklesome' }).where(eq(itemCategories.id, 'glimmerous'));
    await expect.poll(() => ids('glimerous')).toEqual([]);
    await expect.poll(() => ids('sparklesom')).toEqual(['zorbleflux-elixir']);
    await database().db.delete(itemCategoryLinks).where(eq(itemCategoryLinks.categoryId, 'glimmerous'));
    await database().db.delete(itemCategories).where(eq(itemCategories.id, 'glimmerous'));
    await expect.poll(() => ids('sparklesom')).toEqual([]);
    await database().db.delete(items).where(eq(items.id, 'zorbleflux-elixir'));
    await expect.poll(() => ids('quandabery')).toEqual([]);
  });

  it('hears an operator’s edit of the synonym table, kept in the process, at once', async () => {
    const reasons = async (query: string) => (await ladder(query)).map((item) => (item as StoreSearchItem).matchedFor);
    expect(await reasons('wobblegut')).toEqual([]);
    // Written as an operator would with psql: the table's trigger announces it.
    await database()
      .db.insert(searchSynonymRows)
      .values({ scope: 'item', phrase: 'wobblegut', label: 'Wobblegut', means: ['digestion'] });
    await expect.poll(() => reasons('wobblegut')).toEqual(Array(5).fill('Wobblegut'));
    await database().db.delete(searchSynonymRows).where(eq(searchSynonymRows.phrase, 'wobblegut'));
    await expect.poll(() => reasons('wobblegut')).toEqual([]);
  });
});

describe('concern suggestions', () => {
  async function concerns(query: string, limit?: number): Promise<ConcernSuggestion[]> {
    const params = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
    const response = await app().inject({ url: `/api/search/concern?${params}` });
    expect(response.statusCode, query).toBe(200);
    return response.json().data;
  }

  it.each([
    ['acidity', 'Digestion', 'Acidity'],
    ['knee pain', 'Joints', 'Knee pain'],
    ['dandruff', 'Hair', 'Dandruff'],
    ['cough', 'Respiratory', 'Cough'],
    ['sugar', 'Diabetes Care', 'Sugar'],
    ['insomnia', 'Stress & Sleep', 'Insomnia'],
    ['pimpels', 'Skin', 'Pimples'],
  ])('names the concern of a symptom: %s → %s, "for %s"', async (query, name, label) => {
    const [first] = await concerns(query);
    expect(first).toMatchObject({ name, matchedFor: label, kind: 'concern' });
    expect(first!.itemCount).toBeGreaterThan(0);
  });

  it.each([
    ['skin', 'Skin'],
    ['joint', 'Joints'],
    ['digeston', 'Digestion'],
    ['immu', 'Immunity'],
    ['ashwagandha for stress', 'Stress & Sleep'],
  ])('names a concern by its own words, typos and half-typed words forgiven: %s → %s', async (query, name) => {
    const found = await concerns(query);
    expect(found[0]).toMatchObject({ name });
    expect(found[0]!.matchedFor).toBeUndefined();
  });

  it.each(['tamil', 'ashwagandha', 'sk', 'zzzz'])('names no concern for %s', async (query) => {
    expect(await concerns(query)).toEqual([]);
  });

  it('answers at most the limit, two by default', async () => {
    expect(await concerns('skin hair joints heart')).toHaveLength(2);
    expect(await concerns('skin hair joints heart', 3)).toHaveLength(3);
  });

  it('refuses bad input with a message and no change', async () => {
    for (const query of ['', 'acid<script>', 'a'.repeat(101)]) {
      const response = await app().inject({ url: `/api/search/concern?${new URLSearchParams({ query })}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('doctor search', () => {
  it('finds verified doctors by a misspelt name, a language or a specialization', async () => {
    expect((await searchDoctors('meeraa')).map((doctor) => doctor.firstName)).toContain('Meera');
    expect((await searchDoctors('malayalam', 50)).every((doctor) => doctor.languages.includes('Malayalam'))).toBe(true);
    expect((await searchDoctors('panchakrma', 50)).length).toBeGreaterThan(0);
  });

  it.each([
    ['acidity', 'Digestive Health'],
    ['joint pain', 'Joint & Bone Care'],
    ['pimples', 'Skin & Hair'],
    ['skin', 'Skin & Hair'],
    ['insomnia', 'Stress & Sleep'],
  ])('finds doctors by a symptom through their specializations: %s', async (query, specialization) => {
    const found = await searchDoctors(query, 3);
    expect(found.length, query).toBeGreaterThan(0);
    for (const doctor of found) expect(doctor.specialization, query).toContain(specialization);
  });

  it('never returns a doctor who is not verified', async () => {
    for (const doctor of seedDoctors.filter((entry) => entry.status !== 'verified')) {
      const found = await searchDoctors(`${doctor.firstName} ${doctor.secondName}`, 50);
      expect(found.every((entry) => entry.state.status === 'verified')).toBe(true);
      expect(
        found.some((entry) => entry.firstName === doctor.firstName && entry.secondName === doctor.secondName),
      ).toBe(false);
    }
  });

  it('refuses an option other than verified-only', async () => {
    expect(
      (await app().inject({ url: '/api/search/doctor?query=meera&option=match,state.status,pending' })).statusCode,
    ).toBe(400);
  });
});
