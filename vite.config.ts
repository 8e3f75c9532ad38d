import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { documentShapes } from './scripts/lib/documentShapes.ts';
import { muiSharedDefaultThemes } from './scripts/lib/muiDefaultThemes.ts';
import { serveFlows } from './scripts/lib/serveFlows.ts';

// `npm run dev`: Vite serves the SPA with hot reload and forwards the API and images to the
// API server that scripts/dev.ts starts beside it, and shows the flow gallery at /flows/.
const API_TARGET = process.env.OJAS_API_TARGET ?? 'http://127.0.0.1:8080';
/** The modules of the page's script (src/start.ts), kept out of the app's chunk. */
const PAGE_SCRIPT = [
  'index.html',
  'src/start.ts',
  'src/adapters/browser/firstScreen.ts',
  'src/adapters/browser/deferredChunks.ts',
  'src/adapters/browser/earlyTaps.ts',
  'src/domain/contract/pageScript.ts',
];
const isPageScript = (id: string) => PAGE_SCRIPT.some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`));

/**
 * MUI's `createTheme` given neither `cssVariables` nor `colorSchemes` (our theme, and MUI's own
 * default theme) only calls `createThemeNoVars`, but it imports the CSS-variables builder beside
 * it, so that builder (about 3 KB gzip) shipped in the app chunk without ever running. Resolving
 * MUI's `createTheme` module to `createThemeNoVars` builds the same theme without it. A theme
 * that wants CSS variables or colour schemes would have to drop this plugin.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const muiStyles = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/;
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer || !muiStyles.test(importer)) return null;
      return path.join(path.dirname(importer), 'createThemeNoVars.mjs');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    muiThemeWithoutCssVariables(),
    muiSharedDefaultThemes(),
    documentShapes(),
    serveFlows(fileURLToPath(new URL('docs/flows', import.meta.url))),
  ],
  // The layers' aliases (@domain, @machines, @ui, @adapters) are tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/static': API_TARGET },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The server reads it to preload the chunks of the page it rendered.
    manifest: true,
    chunkSizeWarningLimit: 700,
    // No polyfill of `modulepreload` (about 0.2 KB gzip on every page): a browser without it
    // (Safari before 17, Firefox before 115) fetches each chunk when it is imported, later but the
    // same.
    modulePreload: { polyfill: false },
    // The page's script (src/start.ts) is tiny: it starts the app (src/main.tsx) once the first
    // screen has been shown. What the app imports statically is three chunks, below: left to
    // automatic splitting it was about 30 files of 0.1-35 KB, each a request of its own (about 1.4 KB
    // of headers apiece) queued on a phone's six connections. Lazy pages stay chunks of their own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', main: 'src/main.tsx' },
          output: {
            codeSplitting: {
              groups: [
                // Vite's helpers for loading chunks and the yield between the app's steps, which the
                // page's script uses before the app is here.
                {
                  name: 'loader',
                  test: /vite[\\/]preload-helper|yieldToBrowser/,
                  priority: 5,
                },
                // The app's code in five chunks, each evaluated by the page's script in a task of its
                // own (src/start.ts), in this order: React; the basis (our domain and adapters, with
                // valibot and ofetch); the services (our machines and composition, with XState); the
                // UI's libraries (MUI, Emotion); the UI. A chunk takes with it what its modules import
                // that no chunk before it took. Each apart costs bytes (the names one imports from
                // another), so they are cut where a task on a phone was long, not finer.
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 4,
                },
                {
                  name: 'basis',
                  tags: ['$initial'],
                  test: (id: string) => /[\\/]src[\\/](domain|adapters)[\\/]/.test(id) && !isPageScript(id),
                  priority: 3.5,
                },
                {
                  name: 'services',
                  tags: ['$initial'],
                  test: (id: string) => /[\\/]src[\\/](machines|composition)[\\/]/.test(id) && !isPageScript(id),
                  priority: 3,
                },
                {
                  name: 'uiLibraries',
                  tags: ['$initial'],
                  test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !isPageScript(id),
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], test: (id: string) => !isPageScript(id) },
              ],
            },
          },
        },
  },
  // The server-rendering bundle carries its own production React, MUI and Emotion: left to
  // node_modules they would follow the server's NODE_ENV (unset under `npm start`), render with
  // development builds (slower, and Emotion's class names get labels), and the browser would
  // insert every style again because no class name matched.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
