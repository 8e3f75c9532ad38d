// Builds the SPA with Vite only when its inputs changed since the last build: the browser's bundle
// (with its manifest) into outDir and the server's rendering bundle (src/entry-server.tsx) into
// outDir/server, side by side.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/lib/spaBuild.ts',
  // The build's own plugins.
  'scripts/lib/documentShapes.ts',
  'scripts/lib/muiDefaultThemes.ts',
];
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

/** Resolves true when it built. Rejects when the build fails. */
export async function ensureSpaBuilt(root: string, outDir = path.join(root, 'dist')): Promise<boolean> {
  const current = fingerprint(root);
  const stampPath = path.join(outDir, STAMP);
  if (fs.existsSync(stampPath) && fs.readFileSync(stampPath, 'utf8') === current) return false;
  console.log('Building the storefront (first run or sources changed)…');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  // Both builds write at once, so neither may empty its folder: the old build is removed first
  // (as Vite would, only inside the project), and with it the stamp, so a failed build is redone.
  const keep = ['--logLevel', 'warn', '--emptyOutDir', 'false'];
  const builds = [
    ['build', ...keep, '--outDir', outDir],
    ['build', '--ssr', 'src/entry-server.tsx', ...keep, '--outDir', path.join(outDir, 'server')],
  ];
  const insideProject = !path.relative(root, outDir).startsWith('..');
  if (insideProject) fs.rmSync(outDir, { recursive: true, force: true });
  else fs.rmSync(stampPath, { force: true });
  const results = await Promise.all(builds.map((args) => runVite(vite, root, args)));
  if (results.some((code) => code !== 0)) throw new Error('The storefront build failed; see the messages above.');
  fs.writeFileSync(stampPath, current);
  return true;
}

function runVite(vite: string, root: string, args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    // Always a production build: under vitest NODE_ENV is 'test', which would give React's and
    // XState's development builds (larger and slower) to every later `npm start`.
    const child = spawn(vite, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.once('error', reject);
    child.once('exit', resolve);
  });
}
