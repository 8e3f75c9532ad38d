import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BUILT_ON_FIRST_USE = fileURLToPath(new URL('../../src/ui/theme/builtOnFirstUse.ts', import.meta.url));
const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/].+\.mjs$/;
/** A default theme MUI builds when the module is evaluated: `const defaultTheme = createTheme();`. */
const DEFAULT_THEME = /^((?:export )?const [\w$]+ = )createTheme\(\);$/m;

/**
 * The module's code with its default themes built on first use, or null if it builds none. The
 * import goes last (imports are hoisted) and each line keeps its place, so the source map holds.
 */
export function defaultThemesOnFirstUse(code: string): string | null {
  if (!DEFAULT_THEME.test(code)) return null;
  const lazy = code.replace(new RegExp(DEFAULT_THEME, 'gm'), '$1builtOnFirstUse(() => createTheme());');
  return `${lazy}\nimport { builtOnFirstUse } from ${JSON.stringify(BUILT_ON_FIRST_USE)};\n`;
}

/**
 * Seven of MUI's modules (material's styles and Box, System's useTheme, styled, Grid, Stack and
 * Container) each build a default theme when evaluated, for a component rendered outside a
 * ThemeProvider. The app always renders inside one (src/ui/app/App.tsx), so each is built only if
 * something reads it: about 4.5 ms of the app chunk's 10 ms evaluation on this machine at full
 * speed, a long task on a phone. Vite's dev server pre-bundles MUI without this; the same code runs.
 */
export function muiDefaultThemesOnFirstUse(): Plugin {
  return {
    name: 'mui-default-themes-on-first-use',
    transform(code, id) {
      if (!MUI_MODULE.test(id)) return null;
      const lazy = defaultThemesOnFirstUse(code);
      return lazy === null ? null : { code: lazy, map: null };
    },
  };
}
