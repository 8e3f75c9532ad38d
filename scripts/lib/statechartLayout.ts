// Places a statechart's boxes and routes its arrows with ELK's layered algorithm, with nested
// states laid out together with their parents (hierarchyHandling INCLUDE_CHILDREN), so an arrow
// may leave a nested state for a state elsewhere in the chart.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartEdge, ChartState, Statechart } from './statechart';
import { textWidth } from './textWidth';

/** Sizes shared by the layout and the drawing, in pixels. */
export const METRICS = {
  titleSize: 13,
  titleHeight: 26,
  lineSize: 12,
  lineHeight: 16,
  labelSize: 12,
  labelLineHeight: 15,
  labelPadding: 3,
  padX: 12,
  padBottom: 8,
  minStateWidth: 84,
  initialDot: 12,
  margin: 16,
} as const;

const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  // Side by side, states keep the order the machine file writes them in.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '32',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.placement': 'CENTER',
};

const STACKING_EDGE = '#stack';

/** Edges the drawing leaves out: they only place a parallel state's regions one below the other. */
export const isStackingEdge = (edgeId: string) => edgeId.startsWith(STACKING_EDGE);

function stackingEdges(state: ChartState): ElkExtendedEdge[] {
  return state.children.slice(1).map((region, index) => ({
    id: `${STACKING_EDGE}${region.id}`,
    sources: [state.children[index]!.id],
    targets: [region.id],
  }));
}

const REVERSED = '#reversed';
const reversedId = (edgeId: string) => `${edgeId}${REVERSED}`;

/** The chart edge a laid-out edge draws, and whether it was laid out reversed. */
export const chartEdgeOf = (edgeId: string) =>
  edgeId.endsWith(REVERSED)
    ? { id: edgeId.slice(0, -REVERSED.length), reversed: true }
    : { id: edgeId, reversed: false };

export const initialMarkerId = (stateId: string) => `${stateId}#initial`;

/**
 * Where the arrows of a state's own transitions into its children start: a point in the state's
 * first row, so they run down from its header like the rest of the chart.
 */
export const innerSourceId = (stateId: string) => `${stateId}#source`;

const firstRow = (id: string, size: number): ElkNode => ({ id, width: size, height: size });

function contentWidth(state: ChartState): number {
  const lines = state.lines.map((line) => textWidth(line, METRICS.lineSize));
  return Math.max(textWidth(state.title, METRICS.titleSize, true), ...lines) + 2 * METRICS.padX;
}

/** The height of a state's title and text lines, above its children. */
export function headerHeight(state: ChartState): number {
  return METRICS.titleHeight + (state.lines.length ? state.lines.length * METRICS.lineHeight + METRICS.padBottom : 0);
}

export function labelSize(lines: string[]) {
  return {
    width: Math.max(...lines.map((line) => textWidth(line, METRICS.labelSize))) + 2 * METRICS.labelPadding,
    height: lines.length * METRICS.labelLineHeight + 2 * METRICS.labelPadding,
  };
}

const elkEdge = (edge: ChartEdge): ElkExtendedEdge => ({
  id: edge.id,
  sources: [edge.source],
  targets: [edge.target],
  labels: [{ text: edge.label.join('\n'), ...labelSize(edge.label) }],
});

function elkNode(state: ChartState, edgesByContainer: Map<string, ChartEdge[]>): ElkNode {
  const width = Math.max(METRICS.minStateWidth, contentWidth(state));
  const own = edgesByContainer.get(state.id) ?? [];
  const edges = own.map(elkEdge);
  if (!state.children.length) {
    return { id: state.id, width, height: headerHeight(state) + (state.lines.length ? 0 : 6), edges };
  }
  const children = state.children.map((child) => elkNode(child, edgesByContainer));
  const innerSource = innerSourceId(state.id);
  if (own.some((edge) => edge.source === innerSource || edge.target === innerSource)) {
    children.unshift(firstRow(innerSource, 2));
  }
  if (state.initial) {
    const marker = initialMarkerId(state.id);
    children.unshift(firstRow(marker, METRICS.initialDot));
    edges.unshift({ id: `${marker}-edge`, sources: [marker], targets: [state.initial] });
  }
  if (state.type === 'parallel') edges.push(...stackingEdges(state));
  const top = headerHeight(state) + 12;
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
      'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
      'elk.nodeSize.minimum': `(${width}, ${top + 16})`,
    },
    children,
    edges,
  };
}

/** The initial dot a state with children is entered by: its own, or its first region's. */
function entryMarker(state: ChartState): string | undefined {
  if (state.initial) return initialMarkerId(state.id);
  return state.type === 'parallel' && state.children[0] ? entryMarker(state.children[0]) : undefined;
}

/** The state and all states inside it, parents first. */
export function states(root: ChartState): ChartState[] {
  return [root, ...root.children.flatMap(states)];
}

/** The ids from the root down to each state. */
function pathsById(root: ChartState): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const visit = (state: ChartState, above: string[]) => {
    const path = [...above, state.id];
    paths.set(state.id, path);
    state.children.forEach((child) => visit(child, path));
  };
  visit(root, []);
  return paths;
}

/**
 * The node an edge belongs to, as ELK wants it: the deepest state holding both ends, or the end
 * that holds the other (an arrow from a state to its own child); a loop belongs to its state's parent.
 */
function edgeContainer(paths: Map<string, string[]>, edge: ChartEdge): string {
  const source = paths.get(edge.source)!;
  const target = paths.get(edge.target)!;
  if (edge.source === edge.target) return source.at(-2) ?? GRAPH_ID;
  let depth = 0;
  while (depth < source.length && depth < target.length && source[depth] === target[depth]) depth += 1;
  return source[depth - 1] ?? GRAPH_ID;
}

const GRAPH_ID = '#graph';

export type LaidOutChart = ElkNode;

/** The statechart laid out: ELK's graph, every coordinate absolute. */
export async function layoutStatechart(chart: Statechart): Promise<LaidOutChart> {
  const paths = pathsById(chart.root);
  const edgesByContainer = new Map<string, ChartEdge[]>();
  const entries = new Map(states(chart.root).map((state) => [state.id, entryMarker(state)]));
  const order = new Map(states(chart.root).map((state, index) => [state.id, index]));
  for (const edge of chart.edges) {
    const container = edgeContainer(paths, edge);
    const loop = edge.source === edge.target;
    // A state's own transition into its children starts from a point inside it, and an arrow
    // into a state with children is laid out to the initial dot inside it (ELK layers arrows
    // that end on a nested box's border poorly); the drawing ends it at the state's border.
    const source = container === edge.source && !loop ? innerSourceId(edge.source) : edge.source;
    const target = (loop ? undefined : entries.get(edge.target)) ?? edge.target;
    // States read top to bottom in the order the machine file writes them: an arrow back up is
    // laid out reversed, and drawn the right way round.
    const backwards = !loop && order.get(edge.source)! > order.get(edge.target)!;
    const laidOut = backwards
      ? { ...edge, id: reversedId(edge.id), source: target, target: source }
      : { ...edge, source, target };
    edgesByContainer.set(container, [...(edgesByContainer.get(container) ?? []), laidOut]);
  }
  const graph: ElkNode = {
    id: GRAPH_ID,
    layoutOptions: {
      ...LAYOUT_OPTIONS,
      'elk.padding': `[top=${METRICS.margin},left=${METRICS.margin},bottom=${METRICS.margin},right=${METRICS.margin}]`,
    },
    children: [elkNode(chart.root, edgesByContainer)],
    edges: (edgesByContainer.get(GRAPH_ID) ?? []).map(elkEdge),
  };
  return new ELK().layout(graph);
}
