// A compound preparation's name is also its herb: the head word the search looks for too.
import { describe, expect, it } from 'vitest';
import { compoundHead } from '@domain/searchCompounds';

describe('compound preparation names', () => {
  it.each([
    ['arjunarishta', 'arjuna'],
    ['arjunarista', 'arjuna'],
    ['arjunaristha', 'arjuna'],
    ['ashokarishta', 'ashoka'],
    ['dashmularishta', 'dashmula'],
    ['kumaryasava', 'kumary'],
    ['chandanasav', 'chandan'],
  ])('reads %s as the herb %s', (word, head) => {
    expect(compoundHead(word)).toBe(head);
  });

  it.each(['arjuna', 'ashwagandha', 'tailam', 'lohasava', 'arista', 'tamil'])(
    'reads no herb in %s (no preparation ending, or too little left to name one)',
    (word) => {
      expect(compoundHead(word)).toBeUndefined();
    },
  );
});
