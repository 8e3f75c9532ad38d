import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** A file of an installed MUI package (their `exports` map opens only the packages' entries). */
const muiFile = (file: string) => {
  const [scope, name, ...rest] = file.split('/');
  return path.join(path.dirname(require.resolve(`${scope}/${name}/package.json`)), ...rest);
};
/** The default theme each kind of MUI module falls back to, built once by the module that owns it. */
const SHARED = {
  material: { module: muiFile('@mui/material/styles/defaultTheme.mjs'), binding: 'default' },
  system: { module: muiFile('@mui/system/useTheme/useTheme.mjs'), binding: 'systemDefaultTheme' },
} as const;

/**
 * MUI's modules that build a default theme of their own when evaluated (`createTheme()`, for a
 * component rendered outside a ThemeProvider), each identical to the one its kind's owner builds.
 */
export const OWN_DEFAULT_THEMES: Record<string, keyof typeof SHARED> = {
  '@mui/material/Box/Box.mjs': 'material',
  '@mui/system/createStyled/createStyled.mjs': 'system',
  '@mui/system/Grid/createGrid.mjs': 'system',
  '@mui/system/Stack/createStack.mjs': 'system',
  '@mui/system/Container/createContainer.mjs': 'system',
};
const OWN_DEFAULT_THEME = /^((?:export )?const [\w$]+ = )createTheme\(\);$/m;
const SHARED_BINDING = 'sharedDefaultTheme$';

/**
 * The module's code taking its kind's shared default theme in place of building its own. The
 * import goes last (imports are hoisted) and each line keeps its place, so MUI's source map holds.
 */
export function sharingTheDefaultTheme(code: string, kind: keyof typeof SHARED): string {
  if (!OWN_DEFAULT_THEME.test(code)) throw new Error('MUI no longer builds its default theme as expected');
  const { module, binding } = SHARED[kind];
  const imported = binding === 'default' ? SHARED_BINDING : `{ ${binding} as ${SHARED_BINDING} }`;
  return `${code.replace(OWN_DEFAULT_THEME, `$1${SHARED_BINDING};`)}\nimport ${imported} from ${JSON.stringify(module)};\n`;
}

/**
 * Seven of MUI's modules build a default theme when evaluated, five of them the same as another's:
 * the seven took 2–4.5 ms of the UI's evaluation at full speed on this machine, part of a task a
 * phone's CPU makes long. Those five take the one their kind's owner builds (material's styles, System's
 * useTheme). The app always renders under its own theme, so none is read but by a component outside
 * it. Vite's dev server pre-bundles MUI without this; the same code runs.
 */
export function muiSharedDefaultThemes(): Plugin {
  const owned = Object.entries(OWN_DEFAULT_THEMES).map(([module, kind]) => [muiFile(module), kind] as const);
  return {
    name: 'mui-shared-default-themes',
    transform(code, id) {
      const kind = owned.find(([module]) => module === id.split('?')[0])?.[1];
      return kind ? { code: sharingTheDefaultTheme(code, kind), map: null } : null;
    },
  };
}
