// A machine's structure as plain records (state nodes and transitions, each with a readable
// key), read from the runtime machine. The flow diagrams draw it; tests compare it with what
// Stately's parser reads from the machine's source file (tests/support/machineStructure.ts).
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface StateRecord {
  /** `machineId.path.to.state` */
  id: string;
  type: string;
  initial?: string;
}

export interface TransitionRecord {
  /** The id of the state node the transition belongs to. */
  source: string;
  /** The event as a designer reads it: `event`, `after:delayName`, `always`, `done:invoke[0]`, … */
  trigger: string;
  targets: string[];
  guard?: string;
  actions: string[];
}

export interface MachineStructure {
  id: string;
  states: StateRecord[];
  transitions: TransitionRecord[];
  /** Invoked actors by state: `stateId → src names`. */
  invokes: Record<string, string[]>;
}

/** One readable line per transition, so a difference names what differs. */
export const transitionKey = (t: TransitionRecord) =>
  `${t.source} --${t.trigger}--> [${t.targets.join(', ')}]${t.guard ? ` if ${t.guard}` : ''}${
    t.actions.length ? ` / ${t.actions.join(', ')}` : ''
  }`;

export const stateKey = (s: StateRecord) => `${s.id} (${s.type}${s.initial ? `, initial ${s.initial}` : ''})`;

/** How a structure names an implementation written inline instead of named in setup(). */
export const INLINE = '(inline code)';

export function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* stateNodes(child);
}

export const nodeId = (node: AnyStateNode) => [node.machine.id, ...node.path].join('.');

export function implementationName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'type' in value && typeof value.type === 'string') return value.type;
  return INLINE;
}

/** Names a runtime transition's event the way a machine file writes it. */
function runtimeTrigger(node: AnyStateNode, eventType: string): string {
  if (eventType.startsWith('xstate.after.')) {
    const delay = eventType.slice('xstate.after.'.length, eventType.length - `.${node.id}`.length);
    return `after:${delay}`;
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (eventType.startsWith(prefix)) {
      const index = node.invoke.findIndex((invoke) => invoke.id === eventType.slice(prefix.length));
      if (index >= 0) return `${kind}:invoke[${index}]`;
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done:state';
  return eventType;
}

/** The structure of the machine as it runs. */
export function runtimeStructure(machine: AnyStateMachine): MachineStructure {
  const states: StateRecord[] = [];
  const transitions: TransitionRecord[] = [];
  const invokes: Record<string, string[]> = {};
  for (const node of stateNodes(machine.root)) {
    const id = nodeId(node);
    const initialTarget = node.initial?.target[0] as AnyStateNode | undefined;
    states.push({ id, type: node.type, ...(initialTarget ? { initial: initialTarget.key } : {}) });
    if (node.invoke.length) invokes[id] = node.invoke.map((invoke) => implementationName(invoke.src));
    const definitions = [...node.transitions.entries()].flatMap(([eventType, list]) =>
      list.map((definition) => ({ trigger: runtimeTrigger(node, eventType), definition })),
    );
    for (const definition of node.always ?? []) definitions.push({ trigger: 'always', definition });
    for (const { trigger, definition } of definitions) {
      transitions.push({
        source: id,
        trigger,
        targets: (definition.target ?? []).map((target: AnyStateNode) => nodeId(target)),
        ...(definition.guard ? { guard: implementationName(definition.guard) } : {}),
        actions: definition.actions.map(implementationName),
      });
    }
  }
  return { id: machine.id, states, transitions, invokes };
}
