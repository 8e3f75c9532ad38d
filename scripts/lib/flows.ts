// `npm run flows`: every machine in src/machines drawn as a statechart, plus the gallery page
// that shows them all. The flows test renders the same files in memory to see they are current.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { galleryHtml } from './flowsGallery';
import { statechart } from './statechart';
import { layoutStatechart } from './statechartLayout';
import { statechartSvg } from './statechartSvg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const MACHINES_DIR = path.join(ROOT, 'src/machines');
export const FLOWS_DIR = path.join(ROOT, 'docs/flows');

export interface MachineFile {
  /** The file's name in src/machines. */
  file: string;
  source: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

/** Every `*.machine.ts` file with the machine it exports, in file-name order. */
export async function loadMachineFiles(): Promise<MachineFile[]> {
  const files = fs
    .readdirSync(MACHINES_DIR)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const fullPath = path.join(MACHINES_DIR, file);
      const exports = (await import(pathToFileURL(fullPath).href)) as Record<string, unknown>;
      const machines = Object.values(exports).filter(isMachine);
      if (machines.length !== 1)
        throw new Error(`${file} exports ${machines.length} machines; the gallery expects one`);
      return { file, source: fs.readFileSync(fullPath, 'utf8'), machine: machines[0]! };
    }),
  );
}

/** The gallery's files by name: `<machineId>.svg` for each machine, and `index.html`. */
export async function renderFlows(files: MachineFile[]): Promise<Map<string, string>> {
  const output = new Map<string, string>();
  const entries = [];
  for (const { file, source, machine } of files) {
    const chart = statechart(machine);
    const svg = statechartSvg(chart, await layoutStatechart(chart));
    output.set(`${machine.id}.svg`, svg);
    entries.push({ file, source, chart, svg });
  }
  output.set('index.html', galleryHtml(entries));
  return output;
}
