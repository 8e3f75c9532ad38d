// The kept search dictionary's reading (server/search/dictionary.ts) and the expansion through it
// (server/search/expand.ts): the candidates of a fixed prefix are exactly the stored words that
// begin with it, in the database's "C" order, whatever letters the words hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byCodePoint, wordsBeginning, type Dictionary } from '../../../server/search/dictionary';
import { expandWords } from '../../../server/search/expand';

function dictionaryOf(entries: Record<string, number>, totalDocs = 10): Dictionary {
  const words = Object.entries(entries)
    .map(([word, docs]) => ({ word, docs, length: Array.from(word).length }))
    .sort((a, b) => byCodePoint(a.word, b.word));
  return { words, byWord: new Map(words.map((stored) => [stored.word, stored])), totalDocs };
}

describe('code point order', () => {
  it('is the order of the "C" collation, not of UTF-16 units: an astral letter after U+FFFD', () => {
    expect(['\u{1F33F}', '\uFFFD', 'a'].sort(byCodePoint)).toEqual(['a', '\uFFFD', '\u{1F33F}']);
  });
});

describe('the words beginning with a prefix', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'h', '#', 'ā', '\uFFFD', '\u{1F33F}'), maxLength: 5 });

  it('are exactly the stored words that begin with it, in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 40 }), word, (words, prefix) => {
        const dictionary = dictionaryOf(Object.fromEntries(words.map((w) => [w, 1])));
        const expected = dictionary.words.filter((stored) => stored.word.startsWith(prefix));
        expect(wordsBeginning(dictionary, prefix)).toEqual(expected);
      }),
    );
  });
});

describe('a query word expanded through the kept dictionary', () => {
  const dictionary = dictionaryOf({ brahmi: 4, brahmin: 1, '#bbrahmi': 2, '#cbrain': 3, bhringraj: 2 });

  it('matches the stored words its fixed letters begin, by the spelling rule, field by field', () => {
    const [bramhi] = expandWords(dictionary, ['bramhi'], 2, [0, 1]).words;
    // The swap counts as one edit, the coded field ranks after the name; `brahmin` is two edits
    // away, `#cbrain` in a field not searched, `bhringraj` past the fixed letters.
    expect(bramhi!.tiers.map((tier) => [tier.level, tier.words])).toEqual([
      [4, ['brahmi']],
      [5, ['#bbrahmi']],
    ]);
  });

  it('finds nothing beyond its fixed letters, and tells which looked-up words some row holds', () => {
    const expansion = expandWords(dictionary, ['xrahmi'], 1, [0], ['#bbrahmi', '#bnone']);
    expect(expansion.words[0]!.tiers).toEqual([]);
    expect([...expansion.held]).toEqual([['#bbrahmi', 2]]);
    expect(expansion.totalDocs).toBe(10);
  });
});
