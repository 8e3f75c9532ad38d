import { describe, expect, it } from 'vitest';
import { countOf } from '@domain/plural';

describe('count with its noun', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'review')).toBe('1 review');
    expect(countOf(0, 'review')).toBe('0 reviews');
    expect(countOf(7, 'product')).toBe('7 products');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'article matches', 'articles match')).toBe('1 article matches');
    expect(countOf(3, 'article matches', 'articles match')).toBe('3 articles match');
  });

  it('groups digits the Indian way', () => {
    expect(countOf(123456, 'product')).toBe('1,23,456 products');
  });
});
