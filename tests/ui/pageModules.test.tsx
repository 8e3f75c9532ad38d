// Each manifest entry names a page module that exists, under the source path the build manifest
// uses for it, so the server preloads the chunk the router will load.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@domain/knownPaths';
import { NOT_FOUND_MODULE, PAGE_ENTRIES } from '@domain/routes';
import { pageModule, pageModuleOfPath } from '@ui/app/pageModules';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = [...new Set([...ROUTE_NAMES.map((name) => PAGE_ENTRIES[name].module), NOT_FOUND_MODULE])];

describe('page modules', () => {
  it.each(MODULES)('%s is a file whose default export is the page', async (module) => {
    const { source, load } = pageModule(module);
    expect(source).toBe(`src/ui/pages/${module}.tsx`);
    expect(fs.existsSync(path.join(PROJECT_ROOT, source))).toBe(true);
    expect(typeof (await load()).default).toBe('function');
  });

  it('refuses a module that does not exist', () => {
    expect(() => pageModule('store/NoSuchPage')).toThrow('No page module src/ui/pages/store/NoSuchPage.tsx');
  });

  it('shows an unknown path the not-found page', () => {
    expect(pageModuleOfPath('/no/such/page').source).toBe(`src/ui/pages/${NOT_FOUND_MODULE}.tsx`);
    expect(pageModuleOfPath('/terms').source).toBe('src/ui/pages/policies/PolicyPage.tsx');
  });
});
