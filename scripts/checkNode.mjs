// `npm start` and `npm test` run this first: an unsupported Node is refused with one clear line
// instead of a stack trace from deep inside a tool later. The range is package.json's `engines`.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
if (!semver.satisfies(process.versions.node, engines.node)) {
  console.error(
    `Ojas needs Node ${engines.node}; this is Node ${process.versions.node}. Install a supported Node and run again.`,
  );
  process.exit(1);
}
