// The catalogue rule of docs/architecture.md §1: every message catalogue is a module of
// src/domain/messages named for its area, exporting one `<AREA>_MESSAGES` object of plain data,
// and no other domain module defines one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = join(import.meta.dirname, '../../src/domain');
const CATALOGUES = join(DOMAIN, 'messages');
/** What a catalogue may take values from: rules it quotes, formatters of money and counts, and other catalogues. */
const CATALOGUE_VALUE_IMPORTS = /^(\.\.\/constants|\.\.\/money|\.\.\/plural|\.\/\w+)$/;

const exportName = (file: string) =>
  `${file
    .replace(/\.ts$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()}_MESSAGES`;

const catalogueFiles = readdirSync(CATALOGUES).filter((file) => file.endsWith('.ts'));

describe('message catalogues', () => {
  it.each(catalogueFiles)('%s exports its one catalogue, named for its area', async (file) => {
    const catalogue: Record<string, unknown> = await import(join(CATALOGUES, file));
    expect(Object.keys(catalogue)).toEqual([exportName(file)]);
  });

  it.each(catalogueFiles)('%s takes values only from rules, formatters and catalogues', (file) => {
    const source = readFileSync(join(CATALOGUES, file), 'utf8');
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gms)].map(
      (match) => match[1] ?? '',
    );
    expect(valueImports.filter((path) => !CATALOGUE_VALUE_IMPORTS.test(path))).toEqual([]);
  });

  it('no other domain module defines a *_MESSAGES catalogue', () => {
    const elsewhere = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith('messages'))
      .filter((file) => /^export const \w+_MESSAGES\b/m.test(readFileSync(join(DOMAIN, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
