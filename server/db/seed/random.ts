// Tiny deterministic PRNG for the generated artwork: a string hash seeds mulberry32, so the
// same slug always draws the same picture.

/** 32-bit hash of a string (FNV-1a followed by a murmur3-style finaliser). */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A generator of floats in [0, 1), fully determined by `seed`. */
export function seededRandom(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list. */
export function pick<T>(rnd: () => number, items: readonly [T, ...T[]]): T {
  return items[Math.floor(rnd() * items.length)] ?? items[0];
}

/** A float in [min, max). */
export function between(rnd: () => number, min: number, max: number): number {
  return min + (max - min) * rnd();
}

/** An integer in [min, max] inclusive. */
export function intBetween(rnd: () => number, min: number, max: number): number {
  return min + Math.floor(rnd() * (max - min + 1));
}
