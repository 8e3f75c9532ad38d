// The search plan's pure rules (server/search/plan.ts): which words a symptom is not looked for
// among, and which word a short page does without first.
import { describe, expect, it } from 'vitest';
import type { Tier } from '../../../server/search/expand';
import { planSlot, slotsToDrop, withoutIncidentalIngredients, type SlotMatch } from '../../../server/search/plan';

const tier = (level: number, word: string, docs = 1): Tier => ({
  level,
  terms: [word],
  exact: [],
  docs,
  words: [word],
});

describe('a symptom word', () => {
  const cold: SlotMatch = {
    tiers: [tier(1, '#bcold'), tier(2, '#ccold')],
    synonyms: [{ phrase: 'cold', label: 'Cold', means: ['#crespiratory'], docs: [15], distance: 0 }],
  };

  it('is not looked for among key ingredients when its synonym means only concern words', () => {
    expect(withoutIncidentalIngredients(cold).tiers.map((t) => t.level)).toEqual([2]);
  });

  it('is a symptom too when the concern word also names products, and then drops words it only begins among ingredients', () => {
    const heart: SlotMatch = {
      tiers: [tier(0, 'heart'), tier(1, '#bheart'), tier(2, '#cheart')],
      synonyms: [{ phrase: 'heart', label: 'Heart Health', means: ['#cheart', 'heart'], docs: [6, 1], distance: 0 }],
    };
    expect(withoutIncidentalIngredients(heart).tiers.map((t) => t.level)).toEqual([0, 2]);
    const onlyNames = { ...heart, synonyms: [{ ...heart.synonyms[0]!, means: ['heart'], docs: [1] }] };
    expect(withoutIncidentalIngredients(onlyNames)).toEqual(onlyNames);
  });

  it('keeps its ingredient matches when the synonym is a herb name, or was only half typed', () => {
    const herb: SlotMatch = {
      tiers: [tier(1, '#bturmeric')],
      synonyms: [{ phrase: 'turmeric', label: 'Turmeric', means: ['#bhaldi', 'haldi'], docs: [3, 2], distance: 0 }],
    };
    expect(withoutIncidentalIngredients(herb)).toEqual(herb);
    const halfTyped = { ...cold, synonyms: [{ ...cold.synonyms[0]!, distance: 1 }] };
    expect(withoutIncidentalIngredients(halfTyped)).toEqual(halfTyped);
  });
});

describe('a short page', () => {
  it('does without the word matching most items first, then the others, last typed first among equals', () => {
    const herb = planSlot({ tiers: [tier(0, 'ashwagandha', 6)], synonyms: [] });
    const form = planSlot({ tiers: [tier(0, 'tablets', 40), tier(2, '#ctablet', 300)], synonyms: [] });
    expect(slotsToDrop([herb, form])).toEqual([1, 0]);
    expect(slotsToDrop([form, herb])).toEqual([0, 1]);
    expect(slotsToDrop([herb, herb])).toEqual([1, 0]);
  });
});

describe("a level's tsquery", () => {
  it('names its few stored words exactly, so the index can skip through their rows', () => {
    const vati: Tier = { level: 0, terms: ['vati'], exact: ['vata'], docs: 4_200, words: ['vati', 'vatika', 'vata'] };
    expect(planSlot({ tiers: [vati], synonyms: [] }).own).toEqual(["('vati' | 'vatika' | 'vata')"]);
  });

  it('keeps the prefix term when it stands for many stored words', () => {
    const words = Array.from({ length: 40 }, (_, index) => `an${index}`);
    const an: Tier = { level: 0, terms: ['an'], exact: [], docs: 9_000, words };
    expect(planSlot({ tiers: [an], synonyms: [] }).own).toEqual(["('an':*)"]);
  });

  it("of a phrase typed whole names each word's few stored words, and leaves out a field where a word begins none", () => {
    const synonyms = [{ phrase: 'hair oil', label: 'Hair', means: ['#chair'], docs: [30], distance: 0 }];
    const plan = planSlot({
      tiers: [],
      synonyms,
      phrase: [
        {
          code: '',
          words: [
            { prefix: 'hair', stored: ['hair'] },
            { prefix: 'oil', stored: ['oil', 'oils'] },
          ],
        },
        {
          code: '#b',
          words: [
            { prefix: '#bhair', stored: [] },
            { prefix: '#boil', stored: ['#boil'] },
          ],
        },
      ],
    });
    expect(plan.phrases).toEqual([{ level: 0, query: "(('hair') & ('oil' | 'oils'))" }]);
    expect(plan.levels).toEqual([0, 2]);
  });
});
