import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serveFlows } from './scripts/lib/serveFlows';

// `npm run dev`: Vite serves the SPA with hot reload and forwards the API and images to the
// API server that scripts/dev.ts starts beside it, and shows the flow gallery at /flows/.
const API_TARGET = process.env.OJAS_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), serveFlows(fileURLToPath(new URL('docs/flows', import.meta.url)))],
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
    // Everything the entry imports statically is one chunk: left to automatic splitting it was about
    // 30 files of 0.1–35 KB, each a request of its own (about 1.4 KB of headers apiece) queued behind
    // six connections on a phone, ahead of the page's main image. Their code runs in one task either
    // way. Lazy pages stay chunks of their own.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
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
