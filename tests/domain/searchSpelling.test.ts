// The spelling rule of the store and doctor search, and the reviewed synonym list it is seeded with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxEditsFor } from '@domain/search';
import { editDistance, foldSpelling, SHORT_WORD, spellingDistance, spellingMatcher } from '@domain/searchSpelling';
import { searchSynonyms } from '../../server/db/seed/content/searchSynonyms';
import { phraseDistance } from '../../server/search/synonyms';

describe('spelling as Indians type', () => {
  it.each([
    ['triphala', 'trifala'],
    ['shilajeet', 'shilajit'],
    ['chyawanprash', 'chyavanprash'],
    ['dhanwantharam', 'dhanvantaram'],
    ['ksheerabala', 'kshirabala'],
    ['guggulu', 'gugulu'],
    ['giloy', 'gilloy'],
    ['jeera', 'jira'],
    ['bhringraj', 'bringraj'],
  ])('folds %s and %s to one spelling', (a, b) => {
    expect(foldSpelling(a)).toBe(foldSpelling(b));
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('bramhi', 'brahmi', false)).toBe(1);
    expect(editDistance('ab', 'ba', false)).toBe(1);
    expect(editDistance('abc', 'abc', false)).toBe(0);
    expect(editDistance('ashwa', 'ashwagandha', true)).toBe(0);
    expect(editDistance('ashwa', 'ashwagandha', false)).toBe(6);
  });

  it.each([
    ['trifla', 'triphala', 3, 1],
    ['bramhi', 'brahmi', 3, 1],
    ['ashwagndha', 'ashwagandha', 3, 1],
    ['satavari', 'shatavari', 1, 0],
    ['ashwa', 'ashwagandha', 3, 0],
    ['giloi', 'giloy', 3, 1],
  ])('matches %s to %s at prefix length %i, %i edits', (typed, stored, prefixLength, distance) => {
    expect(spellingDistance(typed, stored, prefixLength)).toBe(distance);
  });

  it('needs closer matches for short words: tamil is not tailam, nor gas gel', () => {
    expect(spellingDistance('tamil', 'tailam', 0)).toBeUndefined();
    expect(spellingDistance('gas', 'gel', 0)).toBeUndefined();
    expect(spellingDistance('neem', 'neeli', 3)).toBeUndefined();
  });

  it('matches as the rule reads, though it stops counting edits past the allowed ones', () => {
    // The rule counted in full: the folded typed word within the allowed edits of the folded
    // stored word (of a prefix of it, unless a short word with a typo).
    const byTheRule = (typed: string, stored: string, prefixLength: number) => {
      if (!stored.startsWith(Array.from(typed).slice(0, prefixLength).join(''))) return undefined;
      const [q, w] = [foldSpelling(typed), foldSpelling(stored)];
      if (stored.startsWith(typed) || editDistance(q, w, true) === 0) return 0;
      const distance = editDistance(q, w, Array.from(q).length > SHORT_WORD);
      return distance <= maxEditsFor(q) ? distance : undefined;
    };
    const word = fc.stringMatching(/^[abdeghiklmnoprstuvwy]{1,10}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (typed, stored, prefixLength) => {
        const expected = byTheRule(typed, stored, prefixLength);
        expect(spellingMatcher(typed, prefixLength)(stored)).toBe(expected);
        expect(spellingMatcher(typed, prefixLength)(typed.slice(0, 2) + stored)).toBe(
          byTheRule(typed, typed.slice(0, 2) + stored, prefixLength),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the typed first letters fixed at the prefix length', () => {
    expect(spellingDistance('satavari', 'shatavari', 3)).toBeUndefined();
    expect(spellingDistance('bshwagandha', 'ashwagandha', 3)).toBeUndefined();
    expect(spellingDistance('bshwagandha', 'ashwagandha', 0)).toBe(1);
  });
});

describe('the reviewed synonym list', () => {
  const item = searchSynonyms.filter((synonym) => synonym.scope === 'item');
  const means = (phrase: string, scope = 'item') =>
    searchSynonyms.find((synonym) => synonym.scope === scope && synonym.phrase === phrase)?.means;

  it.each([
    [['acidity', 'gas', 'bloating'], 'digestion'],
    [['joint pain', 'knee pain', 'arthritis'], 'joints'],
    [['pimples', 'acne'], 'skin'],
    [['hair fall', 'dandruff'], 'hair'],
    [['cold', 'cough'], 'respiratory'],
    [['sugar'], 'diabetes'],
    [['bp'], 'heart'],
    [['periods', 'pcos'], 'women'],
    [['stamina'], 'energy'],
    [['sleep', 'insomnia', 'anxiety'], 'stress'],
  ])('leads the symptoms %j to the concern word %s', (phrases, concernWord) => {
    for (const phrase of phrases) expect(means(phrase), phrase).toContain(concernWord);
  });

  it.each([
    ['turmeric', 'haldi'],
    ['haldi', 'turmeric'],
    ['gooseberry', 'amla'],
    ['licorice', 'mulethi'],
    ['licorice', 'yashtimadhu'],
    ['holy basil', 'tulsi'],
    ['guduchi', 'giloy'],
    ['psyllium', 'isabgol'],
    ['bitter gourd', 'karela'],
    ['sandalwood', 'chandan'],
    ['saffron', 'kesar'],
  ])('names the herb %s also %s', (phrase, other) => {
    expect(means(phrase)).toContain(other);
  });

  it('leads symptoms to doctors through their specializations', () => {
    expect(means('acidity', 'doctor')).toEqual(['digestive']);
    expect(means('acne', 'doctor')).toContain('skin');
  });

  it('holds each phrase once per scope, as lowercase words one space apart, meaning single words', () => {
    const keys = searchSynonyms.map((synonym) => `${synonym.scope}:${synonym.phrase}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const synonym of searchSynonyms) {
      expect(synonym.phrase).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(synonym.label.length, synonym.phrase).toBeGreaterThan(0);
      for (const word of synonym.means) expect(word).toMatch(/^[a-z]+$/);
    }
    expect(item.length).toBeGreaterThan(100);
  });

  it('matches a typed phrase by the same spelling rule, a half-typed last word included', () => {
    expect(phraseDistance('acidty', 'acidity', false)).toBe(1);
    expect(phraseDistance('joint pian', 'joint pain', false)).toBe(1);
    expect(phraseDistance('insom', 'insomnia', true)).toBe(1);
    expect(phraseDistance('ins', 'insomnia', true)).toBeUndefined();
    expect(phraseDistance('tamil', 'tamarind', true)).toBeUndefined();
  });

  it('allows a phrase the typos of its folded spelling: repeated letters fold to one and earn none', () => {
    // 'zzzzqqq' folds to 'zq': two letters, no typo allowed, so it is neither 'zeera' nor 'zingiber'.
    expect(phraseDistance('zzzzqqq', 'zeera', true)).toBeUndefined();
    expect(phraseDistance('zzzzqqq', 'zingiber', true)).toBeUndefined();
    expect(phraseDistance('trifla', 'triphala', false)).toBe(1);
  });
});
