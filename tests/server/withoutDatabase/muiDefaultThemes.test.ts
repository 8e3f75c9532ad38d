// MUI's modules that build a default theme when evaluated get it built on first use instead: the
// build's transform must still find every one of them in the MUI installed (an upgrade that
// renames or moves one would silently bring the work back to the phone's start).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultThemesOnFirstUse } from '../../../scripts/lib/muiDefaultThemes';
import { PROJECT_ROOT } from '../../../server/main';

const MODULES_WITH_A_DEFAULT_THEME = [
  '@mui/material/styles/defaultTheme.mjs',
  '@mui/material/Box/Box.mjs',
  '@mui/system/useTheme/useTheme.mjs',
  '@mui/system/createStyled/createStyled.mjs',
  '@mui/system/Grid/createGrid.mjs',
  '@mui/system/Stack/createStack.mjs',
  '@mui/system/Container/createContainer.mjs',
];
const read = (module: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', module), 'utf8');

describe("MUI's default themes built on first use", () => {
  it.each(MODULES_WITH_A_DEFAULT_THEME)('%s builds its default theme only when read', (module) => {
    const code = read(module);
    const lazy = defaultThemesOnFirstUse(code);
    expect(lazy).not.toBeNull();
    expect(lazy).toMatch(/= builtOnFirstUse\(\(\) => createTheme\(\)\);$/m);
    expect(lazy).not.toMatch(/= createTheme\(\);$/m);
    // Every line of the module keeps its place, so the source map MUI ships still points right.
    const lines = code.split('\n');
    expect(
      lazy!
        .split('\n')
        .slice(0, lines.length)
        .map((line) => line.replace('builtOnFirstUse(() => createTheme())', 'createTheme()')),
    ).toEqual(lines);
    expect(lazy).toContain('import { builtOnFirstUse } from');
  });

  it('leaves a module without a default theme as it is', () => {
    expect(defaultThemesOnFirstUse(read('@mui/material/styles/createThemeNoVars.mjs'))).toBeNull();
    expect(defaultThemesOnFirstUse(read('@mui/material/Button/Button.mjs'))).toBeNull();
  });
});
