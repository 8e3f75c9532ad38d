// A machine's structure as Stately's editor reads it from the machine's source file (its
// published parser, @xstate/machine-extractor), in the records the runtime machine is read into
// (scripts/lib/machineStructure.ts). Tests compare the two.
import { extractMachinesFromFile } from '@xstate/machine-extractor';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  INLINE,
  nodeId,
  type MachineStructure,
  type StateRecord,
  type TransitionRecord,
} from '../../scripts/lib/machineStructure';

export {
  runtimeStructure,
  stateKey,
  transitionKey,
  type MachineStructure,
  type StateRecord,
  type TransitionRecord,
} from '../../scripts/lib/machineStructure';

// What the parser gives: Stately's v4-era config objects, with `cond` for guards.
interface ParsedAction {
  kind: 'named' | 'inline';
  action?: { type: string };
}
interface ParsedTransition {
  target?: string | string[];
  cond?: { kind: 'named' | 'inline'; type: string };
  actions?: ParsedAction | ParsedAction[];
}
type ParsedTransitions = ParsedTransition | ParsedTransition[] | string | undefined;
interface ParsedInvoke {
  src?: string;
  kind?: string;
  onDone?: ParsedTransitions;
  onError?: ParsedTransitions;
}
interface ParsedState {
  id?: string;
  type?: string;
  initial?: string;
  on?: Record<string, ParsedTransitions>;
  after?: Record<string, ParsedTransitions>;
  always?: ParsedTransitions;
  onDone?: ParsedTransitions;
  invoke?: ParsedInvoke | ParsedInvoke[];
  states?: Record<string, ParsedState>;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function parsedType(state: ParsedState): string {
  if (state.type) return state.type;
  return state.states && Object.keys(state.states).length ? 'compound' : 'atomic';
}

/**
 * Resolves a target string as XState does: `#id.path`, `.child.path`, or a sibling path; the
 * runtime machine gives the node tree to resolve against.
 */
function resolveTarget(machine: AnyStateMachine, source: AnyStateNode, target: string): string {
  const descend = (from: AnyStateNode, path: string) =>
    path
      .split('.')
      .filter(Boolean)
      .reduce<AnyStateNode>((node, key) => {
        const child = (node.states as Record<string, AnyStateNode>)[key];
        if (!child) throw new Error(`${nodeId(source)}: target '${target}' does not resolve`);
        return child;
      }, from);
  if (target.startsWith('#')) {
    const [id, ...path] = target.slice(1).split('.');
    return nodeId(descend(machine.getStateNodeById(id!), path.join('.')));
  }
  if (target.startsWith('.')) return nodeId(descend(source, target.slice(1)));
  if (!source.parent) throw new Error(`${nodeId(source)}: the root has no sibling '${target}'`);
  return nodeId(descend(source.parent, target));
}

/** The structure of the machine as Stately's parser reads it from the machine's source file. */
export function parsedStructures(source: string, runtimeMachines: AnyStateMachine[]): MachineStructure[] {
  // The parser reports every construct it cannot draw on the console; the test reports the
  // difference instead.
  const log = console.log;
  console.log = () => undefined;
  let result: ReturnType<typeof extractMachinesFromFile>;
  try {
    result = extractMachinesFromFile(source);
  } finally {
    console.log = log;
  }
  return (result?.machines ?? []).flatMap((parsed) => {
    if (!parsed) return [];
    const config = parsed.toConfig() as ParsedState;
    const machine = runtimeMachines.find((candidate) => candidate.id === config.id);
    if (!machine) throw new Error(`The parser read a machine '${config.id}' that the file does not export`);
    const states: StateRecord[] = [];
    const transitions: TransitionRecord[] = [];
    const invokes: Record<string, string[]> = {};
    const visit = (state: ParsedState, node: AnyStateNode) => {
      const id = nodeId(node);
      states.push({ id, type: parsedType(state), ...(state.initial ? { initial: state.initial } : {}) });
      const add = (trigger: string, list: ParsedTransitions) => {
        for (const transition of asList(list)) {
          const t: ParsedTransition = typeof transition === 'string' ? { target: transition } : transition;
          transitions.push({
            source: id,
            trigger,
            targets: asList(t.target).map((target) => resolveTarget(machine, node, target)),
            ...(t.cond ? { guard: t.cond.kind === 'named' ? t.cond.type : INLINE } : {}),
            actions: asList(t.actions).map((action) =>
              action.kind === 'named' && action.action ? action.action.type : INLINE,
            ),
          });
        }
      };
      for (const [event, list] of Object.entries(state.on ?? {})) add(event, list);
      for (const [delay, list] of Object.entries(state.after ?? {})) add(`after:${delay}`, list);
      add('always', state.always);
      add('done:state', state.onDone);
      const invoked = asList(state.invoke);
      if (invoked.length) invokes[id] = invoked.map((invoke) => (invoke.kind === 'named' && invoke.src) || INLINE);
      invoked.forEach((invoke, index) => {
        add(`done:invoke[${index}]`, invoke.onDone);
        add(`error:invoke[${index}]`, invoke.onError);
      });
      for (const [key, child] of Object.entries(state.states ?? {})) {
        const childNode = (node.states as Record<string, AnyStateNode>)[key];
        if (!childNode) throw new Error(`The parser read a state '${id}.${key}' the runtime machine lacks`);
        visit(child, childNode);
      }
    };
    visit(config, machine.root);
    return [{ id: machine.id, states, transitions, invokes }];
  });
}
