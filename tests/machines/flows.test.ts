// The flow gallery (docs/flows) is generated from the machines and committed: redrawn here in
// memory, it must equal what is committed, so a changed machine comes with its changed diagram.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOWS_DIR, loadMachineFiles, renderFlows } from '../../scripts/lib/flows';

const REGENERATE = 'docs/flows is out of date: run `npm run flows` and commit the result';

describe('the flow gallery', () => {
  it('is up to date with every machine', { timeout: 120_000 }, async () => {
    const expected = await renderFlows(await loadMachineFiles());
    const committed = fs.existsSync(FLOWS_DIR) ? fs.readdirSync(FLOWS_DIR).sort() : [];
    const read = (name: string) => fs.readFileSync(path.join(FLOWS_DIR, name), 'utf8');
    const stale = [...expected].filter(([name, content]) => !committed.includes(name) || read(name) !== content);
    expect(
      stale.map(([name]) => name),
      REGENERATE,
    ).toEqual([]);
    expect(committed, REGENERATE).toEqual([...expected.keys()].sort());
  });
});
