// docs/product.md §2 lists the pages as the page manifest has them: every pattern once, and the
// same private pages, so the docs cannot drift from the router.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@domain/knownPaths';
import { PAGE_ENTRIES } from '@domain/routes';

const PRODUCT_DOC = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/product.md'), 'utf8');

/** The rows of the route table: the pattern (`{param}` read as `:param`, no query) and its Private cell. */
function documentedRoutes(): { pattern: string; isPrivate: boolean }[] {
  const table = PRODUCT_DOC.split('| Route | Screen | Private |')[1]?.split('\n\n')[0] ?? '';
  return [...table.matchAll(/^\| `([^`?]+)[^`]*` \|.*\| (yes|no) \|$/gm)].map(([, route, isPrivate]) => ({
    pattern: route!.replace(/\{(\w+)\}/g, ':$1'),
    isPrivate: isPrivate === 'yes',
  }));
}

describe('the route table in docs/product.md', () => {
  it('lists every page of the manifest once, with its privacy', () => {
    const fromManifest = ROUTE_NAMES.map((name) => ({
      pattern: PAGE_ENTRIES[name].pattern,
      isPrivate: PAGE_ENTRIES[name].private === true,
    }));
    const byPattern = (a: { pattern: string }, b: { pattern: string }) => a.pattern.localeCompare(b.pattern);
    expect(documentedRoutes().sort(byPattern)).toEqual(fromManifest.sort(byPattern));
  });
});
