// Builds the SPA with Vite only when its inputs changed since the last build: the browser's bundle
// (with its manifest) into outDir, then the server's rendering bundle (src/entry-server.tsx) into
// outDir/server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/lib/spaBuild.ts'];
const STAMP = '.build-stamp';

function fingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  INPUTS.forEach(visit);
  return hash.digest('hex');
}

/** Returns true when it built. Throws when the build fails. */
export function ensureSpaBuilt(root: string, outDir = path.join(root, 'dist')): boolean {
  const current = fingerprint(root);
  const stampPath = path.join(outDir, STAMP);
  if (fs.existsSync(stampPath) && fs.readFileSync(stampPath, 'utf8') === current) return false;
  console.log('Building the storefront (first run or sources changed)…');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const builds = [
    ['build', '--logLevel', 'warn', '--outDir', outDir],
    ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn', '--outDir', path.join(outDir, 'server')],
  ];
  for (const args of builds) {
    // Always a production build: under vitest NODE_ENV is 'test', which would give React's and
    // XState's development builds (larger and slower) to every later `npm start`.
    const result = spawnSync(vite, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The storefront build failed; see the messages above.');
  }
  fs.writeFileSync(stampPath, current);
  return true;
}
