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
  // The server's rendering bundle carries MUI and Emotion built for production, as the browser's
  // does: left to Node they run in development mode (the server has no NODE_ENV=production) and
  // label every class name, so the browser's names differ and it inserts every style again.
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The server reads it to preload the chunks of the page it rendered.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
}));
