import { describe, expect, it } from 'vitest';
import { acceptsSearchInput, maxEditsFor, nextPrefixLength, PREFIX_LADDER, searchWords } from '@domain/search';

describe('search rules', () => {
  it.each(['ashwagandha', 'brahmi syrup', 'Vitamin D3', '', 'अश्वगंधा', 'துளசி'])(
    'accepts letters, digits and spaces: %s',
    (text) => {
      expect(acceptsSearchInput(text)).toBe(true);
    },
  );

  it.each(['ashwa$', 'brahmi-syrup', "shilajit's", 'a.b', '<script>', 'tulsi\n'])(
    'ignores input with anything else: %s',
    (text) => {
      expect(acceptsSearchInput(text)).toBe(false);
    },
  );

  it('retries product search with prefix lengths 3, 2, 1, 0, then stops', () => {
    expect(PREFIX_LADDER).toEqual([3, 2, 1, 0]);
    expect(nextPrefixLength(3)).toBe(2);
    expect(nextPrefixLength(1)).toBe(0);
    expect(nextPrefixLength(0)).toBeUndefined();
    expect(nextPrefixLength(7)).toBeUndefined();
  });

  it('forgives more typos in longer words', () => {
    expect([maxEditsFor('nim'), maxEditsFor('neem'), maxEditsFor('shilajt'), maxEditsFor('ashwagnda')]).toEqual([
      0, 1, 2, 2,
    ]);
  });

  it('splits a query into at most eight lowercase words', () => {
    expect(searchWords('  Brahmi   SYR ')).toEqual(['brahmi', 'syr']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
