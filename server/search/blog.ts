// The blog's search words (docs/product.md §5): each query word is matched as the store's are
// (folded spellings, typos forgiven, the shop's synonyms: 'acidity' finds posts on digestion)
// against the words of the posts (dictionary scope 'blog', migration 0010), or by its English
// stem ('sleeping' finds 'sleep'). Posts with fewer typos rank first.
import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@domain/search';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import type { PublicCache } from '../http/publicCache';
import { dictionaryOf } from './dictionary';
import { costExpression } from './engine';
import { expandWords, phraseFields } from './expand';
import { all, planSlot, type SlotMatch, type WordPlan } from './plan';
import { slotsOf, synonymsNamed } from './synonyms';

/** Letters a typed word and a post's word must share at the start before typos are forgiven. */
export const BLOG_PREFIX_LENGTH = 2;

export interface BlogMatch {
  /** Posts matching every slot of the query. */
  where: SQL;
  /** Fewer typos first, then the better full-text rank. */
  order: SQL[];
}

/** Every word's English stem together: 'sleeping pills' finds 'sleep' and 'pill'. */
function stems(words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`to_tsquery('english', ${word})`),
    sql` && `,
  );
}

export async function blogMatch(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  query: string,
): Promise<BlogMatch | undefined> {
  const words = searchWords(query);
  if (!words.length) return undefined;
  // The shop's synonyms, read against the posts' words.
  const named = await synonymsNamed(db, cache, 'item', words, ['']);
  const dictionary = await dictionaryOf(db, cache, 'blog');
  const expansion = expandWords(dictionary, words, BLOG_PREFIX_LENGTH, [0], named.meant);
  const slots = slotsOf(named, expansion.held, words, ['']);
  let at = 0;
  const vector = blogPosts.searchVector;
  const plans: WordPlan[] = [];
  const conditions = slots.map((slot) => {
    const match: SlotMatch =
      slot.words.length === 1
        ? { tiers: expansion.words[at]!.tiers, synonyms: slot.synonyms }
        : { tiers: [], synonyms: slot.synonyms, phrase: phraseFields(dictionary, slot.words, ['']) };
    at += slot.words.length;
    const plan = planSlot(match);
    if (!plan.levels.length) return sql`${vector} @@ (${stems(slot.words)})`;
    plans.push(plan);
    return sql`${vector} @@ (${plan.upTo[plan.upTo.length - 1]!}::tsquery || ${stems(slot.words)})`;
  });
  const matched = plans.map((plan) => plan.upTo[plan.upTo.length - 1]!);
  const ranked = matched.length ? sql`${all(matched)}::tsquery` : stems(words);
  return {
    where: sql.join(conditions, sql` AND `),
    order: [...(plans.length ? [costExpression(sql`${vector}`, plans)] : []), sql`ts_rank(${vector}, ${ranked}) DESC`],
  };
}
