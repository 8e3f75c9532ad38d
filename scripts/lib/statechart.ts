// A machine as its statechart drawing shows it: boxes (states, with what happens inside them as
// text lines) and arrows (transitions that change state). Built from the runtime machine, so it
// draws whatever the machine file holds, whatever its guards and actions are called.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  implementationName,
  INLINE,
  nodeId,
  runtimeStructure,
  type MachineStructure,
  type TransitionRecord,
} from './machineStructure';
import { wrapList } from './textWidth';

export interface ChartState {
  id: string;
  title: string;
  type: string;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  /** Invoked actors, entry and exit actions, and the transitions that stay in the state. */
  lines: string[];
  /** The id of the child the state starts in. */
  initial?: string;
  children: ChartState[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  label: string[];
}

export interface Statechart {
  root: ChartState;
  edges: ChartEdge[];
  structure: MachineStructure;
}

// Line lengths in characters: edge labels are kept narrow so the layout stays compact.
const EDGE_LABEL_CHARS = 30;
const STATE_LINE_CHARS = 46;

const shown = (name: string) => (name === INLINE ? 'inline code' : name);

function delayLabel(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  return `after ${delay} (${typeof implementation === 'number' ? `${implementation} ms` : 'computed'})`;
}

/** The trigger as a designer reads it: `after debounce (300 ms)`, `done: fetchIdToken`, … */
function triggerLabel(machine: AnyStateMachine, structure: MachineStructure, transition: TransitionRecord): string {
  const { trigger, source } = transition;
  const invoked = /^(done|error):invoke\[(\d+)\]$/.exec(trigger);
  if (invoked) return `${invoked[1]}: ${shown(structure.invokes[source]?.[Number(invoked[2])] ?? INLINE)}`;
  if (trigger.startsWith('after:')) return delayLabel(machine, trigger.slice('after:'.length));
  if (trigger === 'done:state') return 'done';
  const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(trigger);
  if (actorEvent) return `${actorEvent[1]}: ${actorEvent[2]}`;
  return trigger;
}

function transitionHead(machine: AnyStateMachine, structure: MachineStructure, transition: TransitionRecord) {
  const trigger = triggerLabel(machine, structure, transition);
  return transition.guard ? `${trigger} [${shown(transition.guard)}]` : trigger;
}

function edgeLabel(machine: AnyStateMachine, structure: MachineStructure, transition: TransitionRecord): string[] {
  const head = transitionHead(machine, structure, transition);
  const trigger = triggerLabel(machine, structure, transition);
  const headLines =
    head.length > EDGE_LABEL_CHARS && transition.guard ? [trigger, `[${shown(transition.guard)}]`] : [head];
  const actions = transition.actions.map(shown);
  return actions.length ? [...headLines, ...wrapList('/ ', actions, EDGE_LABEL_CHARS)] : headLines;
}

/** XState schedules and cancels a state's delayed transitions with entry and exit actions of its own. */
const schedulesDelay = (action: unknown) => {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some((value) => typeof value === 'string' && value.startsWith('xstate.after.'));
};

function stateLines(machine: AnyStateMachine, structure: MachineStructure, node: AnyStateNode): string[] {
  const id = nodeId(node);
  const actionLines = (kind: string, actions: unknown[]) => {
    const named = actions
      .filter((action) => !schedulesDelay(action))
      .map((action) => shown(implementationName(action)));
    return named.length ? wrapList(`${kind} / `, named, STATE_LINE_CHARS) : [];
  };
  const staying = structure.transitions.filter((t) => t.source === id && t.targets.length === 0);
  return [
    ...(structure.invokes[id] ?? []).map((src) => `invoke: ${shown(src)}`),
    ...actionLines('entry', node.entry),
    ...actionLines('exit', node.exit),
    ...staying.flatMap((transition) => {
      const head = transitionHead(machine, structure, transition);
      return transition.actions.length
        ? wrapList(`${head} / `, transition.actions.map(shown), STATE_LINE_CHARS)
        : [head];
    }),
  ];
}

function chartState(machine: AnyStateMachine, structure: MachineStructure, node: AnyStateNode): ChartState {
  const children = (Object.values(node.states) as AnyStateNode[]).map((child) => chartState(machine, structure, child));
  const initial = node.initial?.target[0] as AnyStateNode | undefined;
  return {
    id: nodeId(node),
    title: node.parent ? node.key : machine.id,
    type: node.type,
    region: node.parent?.type === 'parallel',
    lines: stateLines(machine, structure, node),
    ...(initial && node.type === 'compound' ? { initial: nodeId(initial) } : {}),
    children,
  };
}

/** The statechart of a runtime machine. */
export function statechart(machine: AnyStateMachine): Statechart {
  const structure = runtimeStructure(machine);
  // Transitions between the same two states share one arrow, their labels stacked, so a state
  // with many ways back (done, error, guarded variants) does not draw a bundle of parallel lines.
  const labels = new Map<string, { source: string; target: string; label: string[] }>();
  for (const transition of structure.transitions) {
    for (const target of transition.targets) {
      const key = `${transition.source} ${target}`;
      const edge = labels.get(key) ?? { source: transition.source, target, label: [] };
      edge.label.push(...edgeLabel(machine, structure, transition));
      labels.set(key, edge);
    }
  }
  return {
    root: chartState(machine, structure, machine.root),
    edges: [...labels.values()].map((edge, index) => ({ id: `t${index}`, ...edge })),
    structure,
  };
}
