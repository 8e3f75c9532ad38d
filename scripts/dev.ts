// `npm run dev`: the API server (as `npm start` runs it, without the SPA build) plus Vite with
// hot reload on http://127.0.0.1:5173, which forwards /api and /static to the API and shows the
// flow gallery at /flows/. `OJAS_INSPECT=1 npm run dev` connects the app's actors to Stately's
// inspector (a build-time constant, so no other build holds the inspector).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/main';

const api = spawn(
  process.execPath,
  [path.join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(PROJECT_ROOT, 'scripts', 'start.ts')],
  {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, OJAS_SKIP_SPA_BUILD: '1' },
  },
);
const vite = spawn(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1'], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, VITE_OJAS_INSPECT: process.env.OJAS_INSPECT === '1' ? '1' : '' },
});

const stop = () => {
  api.kill('SIGINT');
  vite.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', () => vite.kill('SIGINT'));
vite.on('exit', () => api.kill('SIGINT'));
