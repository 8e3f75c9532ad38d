// `npm run flows`: redraws docs/flows (a statechart per machine and the gallery page) from the
// machines in src/machines. Commit the result; the flows test fails when it is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { FLOWS_DIR, loadMachineFiles, renderFlows } from './lib/flows';

const files = await renderFlows(await loadMachineFiles());
fs.rmSync(FLOWS_DIR, { recursive: true, force: true });
fs.mkdirSync(FLOWS_DIR, { recursive: true });
for (const [name, content] of files) fs.writeFileSync(path.join(FLOWS_DIR, name), content);
console.log(`docs/flows: ${files.size - 1} statecharts and index.html`);
