// Each page module's manifest name is the file its loader imports, so the server preloads the
// chunk the router will load.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../src/ui/app/pageModules';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = fs.readFileSync(path.join(PROJECT_ROOT, 'src/ui/app/pageModules.ts'), 'utf8');

describe('page modules', () => {
  it.each(Object.entries(PAGE_MODULES))('%s names the file its loader imports', (_name, { source }) => {
    expect(fs.existsSync(path.join(PROJECT_ROOT, source))).toBe(true);
    const imported = path.relative(PROJECT_ROOT, path.resolve(PROJECT_ROOT, 'src/ui/app', `${importOf(source)}.tsx`));
    expect(imported).toBe(source);
  });
});

/** The path the loader beside `source` imports. */
function importOf(source: string): string {
  const found = new RegExp(`'${source}',\\s*\\(\\) => import\\('([^']+)'\\)`).exec(SOURCE);
  expect(found, `a loader beside ${source}`).not.toBeNull();
  return found![1]!;
}
