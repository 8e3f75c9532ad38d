// Stately-exact machines: a designer who imports a machine file into Stately's editor sees every
// state, transition, guard, action, actor and delay by name, exactly as the runtime machine has
// them. Stately's own parser reads each file; what it reads must equal the runtime machine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup, type AnyStateMachine } from 'xstate';
import {
  parsedStructures,
  runtimeStructure,
  stateKey,
  transitionKey,
  type MachineStructure,
} from '../support/machineStructure';

const MACHINES_DIR = path.resolve(import.meta.dirname, '../../src/machines');
const machineFiles = fs.readdirSync(MACHINES_DIR).filter((file) => file.endsWith('.machine.ts'));
const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/*.machine.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

const sorted = (structure: MachineStructure) => ({
  states: structure.states.map(stateKey).sort(),
  transitions: structure.transitions.map(transitionKey).sort(),
  invokes: structure.invokes,
});

describe.each(machineFiles)('%s in Stately’s editor', (file) => {
  const runtimeMachines = Object.values(modules[`../../src/machines/${file}`] ?? {}).filter(isMachine);
  const parsed = parsedStructures(fs.readFileSync(path.join(MACHINES_DIR, file), 'utf8'), runtimeMachines);

  it('holds one machine, which the parser reads', () => {
    expect(runtimeMachines).toHaveLength(1);
    expect(parsed.map((structure) => structure.id)).toEqual(runtimeMachines.map((machine) => machine.id));
  });

  it('shows exactly the states, transitions and actors the runtime machine has', () => {
    const runtime = runtimeStructure(runtimeMachines[0]!);
    expect(sorted(parsed[0]!)).toEqual(sorted(runtime));
  });

  it('names every guard, action, actor and delay', () => {
    const runtime = runtimeStructure(runtimeMachines[0]!);
    const unnamed = [
      ...runtime.transitions.filter((t) => /inline/.test(`${t.guard} ${t.actions.join(' ')}`)).map(transitionKey),
      ...runtime.transitions.filter((t) => /^after:\d+$/.test(t.trigger)).map(transitionKey),
      ...Object.entries(runtime.invokes)
        .filter(([, sources]) => sources.some((src) => /inline/.test(src)))
        .map(([state]) => `${state} invokes inline code`),
    ];
    expect(unnamed).toEqual([]);
  });
});

describe('the comparison', () => {
  it('notices a transition the parser cannot read (a config built by a spread)', () => {
    const shared = { go: { target: 'b' } };
    const machine = setup({}).createMachine({
      id: 'spread',
      initial: 'a',
      states: { a: { on: { ...shared } }, b: {} },
    });
    const source = `setup({}).createMachine({ id: 'spread', initial: 'a', states: { a: { on: { ...shared } }, b: {} } });`;
    const [parsed] = parsedStructures(source, [machine]);
    expect(parsed!.transitions.map(transitionKey)).toEqual([]);
    expect(runtimeStructure(machine).transitions.map(transitionKey)).toEqual(['spread.a --go--> [spread.b]']);
  });
});
