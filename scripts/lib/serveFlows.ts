// `npm run dev` serves the flow gallery (docs/flows, drawn by `npm run flows`) at /flows/, next
// to the app, so a designer looks at the flows of the code they are running.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function serveFlows(flowsDir: string): Plugin {
  return {
    name: 'ojas:serve-flows',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/flows', (req: IncomingMessage & { originalUrl?: string }, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        // The gallery links its diagrams relatively: /flows must become /flows/.
        if (req.originalUrl?.split('?')[0] === '/flows') {
          res.writeHead(301, { Location: '/flows/' }).end();
          return;
        }
        const file = path.join(flowsDir, pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1)));
        const type = CONTENT_TYPES[path.extname(file)];
        if (path.dirname(file) !== flowsDir || !type || !fs.existsSync(file)) {
          next();
          return;
        }
        res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
      });
    },
  };
}
