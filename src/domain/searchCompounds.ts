// Classical preparations are named by joining the herb and the preparation into one word
// (arjuna + arishta = arjunarishta, kumari + asava = kumaryasava): a shopper who types the
// compound also means the herb's other forms, which the search finds through the head word.

/** The preparations' endings as typed, with their usual transliterations (arishta, arista, arishtha; asava, asav). */
const PREPARATION_ENDINGS: readonly RegExp[] = [/r(?:i|ee)sh?th?a$/u, /asava?$/u];

/** A head shorter than this is not a herb's name ('lohasava': 'loh'): no head is read. */
const SHORTEST_HEAD = 4;

/**
 * The herb a compound word begins with ('arjunarista' → 'arjuna'), as typed, or undefined when
 * the word does not end in a preparation or what is left is too short to name a herb.
 */
export function compoundHead(word: string): string | undefined {
  for (const ending of PREPARATION_ENDINGS) {
    const match = ending.exec(word);
    if (!match) continue;
    const head = word.slice(0, match.index);
    return Array.from(head).length >= SHORTEST_HEAD ? head : undefined;
  }
  return undefined;
}
