// The concern pages a query names (docs/product.md §5): a query word that is a concern's own word
// by the spelling rule ('skin', 'joint', 'digeston'), or a phrase that names a symptom of it
// through the shop's synonyms ('acidity' → Digestion, said "for Acidity"). Suggested beside the
// products, so a shopper who searches by what troubles them can shop the whole concern.
import type { ItemCategory } from '@domain/contract/catalogue';
import type { ConcernSuggestion } from '@domain/contract/search';
import { searchWords } from '@domain/search';
import { spellingDistance } from '@domain/searchSpelling';
import type { Db } from '../db/client';
import type { PublicCache } from '../http/publicCache';
import { phrasesNamed, synonymRows } from './synonyms';

/** A concern's own words are matched from this many typed letters: 'sk' names nothing yet. */
const TYPED_LETTERS_MIN = 3;

interface Named {
  concern: ItemCategory;
  distance: number;
  /** The symptom it was named through, when not its own name. */
  label?: string;
}

/** The concern's words a synonym's meaning or a typed word can name ('women', 'wellness'). */
function concernWords(concern: ItemCategory): string[] {
  return searchWords(concern.name).filter((word) => word.length >= TYPED_LETTERS_MIN);
}

function byOwnWords(concerns: readonly ItemCategory[], words: readonly string[]): Named[] {
  return concerns.flatMap((concern) => {
    const distances = words
      .filter((typed) => Array.from(typed).length >= TYPED_LETTERS_MIN)
      .flatMap((typed) => concernWords(concern).map((word) => spellingDistance(typed, word, 1)))
      .filter((distance): distance is number => distance !== undefined);
    return distances.length ? [{ concern, distance: Math.min(...distances) }] : [];
  });
}

function bySymptoms(concerns: readonly ItemCategory[], named: ReturnType<typeof phrasesNamed>): Named[] {
  return [...named.values()]
    .flat()
    .flatMap(({ row, distance }) =>
      concerns
        .filter((concern) => concernWords(concern).some((word) => row.means.includes(word)))
        .map((concern) => ({ concern, distance, label: row.label === concern.name ? undefined : row.label })),
    );
}

/** The concerns (with products) among `categories` that a query names, closest first, at most `limit`. */
export async function searchConcerns(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  { query, limit }: { query: string; limit: number },
  categories: readonly ItemCategory[],
): Promise<ConcernSuggestion[]> {
  const words = searchWords(query);
  if (!words.length) return [];
  const rows = await synonymRows(db, cache, 'item');
  const concerns = categories.filter((category) => category.kind === 'concern' && category.itemCount > 0);
  const best = new Map<string, Named>();
  // Its own name first: 'skin' is Skin itself, not "Skin, for skin".
  for (const found of [...byOwnWords(concerns, words), ...bySymptoms(concerns, phrasesNamed(rows, words))]) {
    const kept = best.get(found.concern._id);
    if (!kept || found.distance < kept.distance) best.set(found.concern._id, found);
  }
  return [...best.values()]
    .sort((a, b) => a.distance - b.distance || Number(a.label !== undefined) - Number(b.label !== undefined))
    .slice(0, limit)
    .map(({ concern, label }) => (label ? { ...concern, matchedFor: label } : concern));
}
