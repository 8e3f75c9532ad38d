// MUI's modules that build a default theme of their own take the one their kind's owner builds:
// the build's transform must still find each in the MUI installed (an upgrade that changes one
// fails the build rather than silently bringing the work back to a phone's start).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_DEFAULT_THEMES, sharingTheDefaultTheme } from '../../../scripts/lib/muiDefaultThemes';
import { PROJECT_ROOT } from '../../../server/main';

const read = (module: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', module), 'utf8');
const OWNERS = {
  material: '@mui/material/styles/defaultTheme.mjs',
  system: '@mui/system/useTheme/useTheme.mjs',
} as const;

describe("MUI's default themes, one of each kind", () => {
  it.each(Object.entries(OWN_DEFAULT_THEMES))('%s takes the %s default theme', (module, kind) => {
    const code = read(module);
    const shared = sharingTheDefaultTheme(code, kind);
    expect(shared).not.toMatch(/= createTheme\(\);$/m);
    expect(shared).toMatch(/^(export )?const [\w$]+ = sharedDefaultTheme\$;$/m);
    expect(shared).toContain(`/node_modules/${OWNERS[kind]}"`);
    // Every line of the module keeps its place, so the source map MUI ships still points right.
    const lines = code.split('\n');
    expect(
      shared
        .split('\n')
        .slice(0, lines.length)
        .map((line) => line.replace('sharedDefaultTheme$;', 'createTheme();')),
    ).toEqual(lines);
  });

  it.each(Object.entries(OWNERS))(
    'the %s default theme is built by its owner as the others built theirs',
    (_, owner) => {
      expect(read(owner)).toMatch(/^(export )?const [\w$]+ = createTheme\(\);$/m);
    },
  );

  it('refuses a module that no longer builds its default theme as expected', () => {
    expect(() => sharingTheDefaultTheme(read('@mui/material/Button/Button.mjs'), 'material')).toThrow(/MUI/);
  });
});
