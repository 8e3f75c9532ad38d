// Where a PIN code delivers, from the directory shipped with the server (generated from India
// Post's list by `npm run pins:generate`). Read once, on the first lookup.
import fs from 'node:fs';
import path from 'node:path';
import type { IndianState } from '@domain/address';
import type { PinPlace } from '@domain/contract/commerce';

interface PinDirectory {
  places: [string, IndianState][];
  pins: Record<string, number>;
}

const DIRECTORY_FILE = path.join(import.meta.dirname, '..', 'places', 'pinDirectory.json');
let directory: PinDirectory | undefined;

/** The town and state of a PIN code; undefined when no post office has it. */
export function placeOfPinCode(pincode: string): PinPlace | undefined {
  directory ??= JSON.parse(fs.readFileSync(DIRECTORY_FILE, 'utf8')) as PinDirectory;
  const index = Object.hasOwn(directory.pins, pincode) ? directory.pins[pincode] : undefined;
  const place = index === undefined ? undefined : directory.places[index];
  return place && { pincode, city: place[0], state: place[1] };
}
