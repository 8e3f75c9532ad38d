// Draws a laid-out statechart as a standalone SVG: its own light background and system fonts,
// so it reads the same in any viewer, light or dark; every number rounded so the output only
// changes when the machine does.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartState, Statechart } from './statechart';
import {
  chartEdgeOf,
  headerHeight,
  initialMarkerId,
  innerSourceId,
  isStackingEdge,
  METRICS,
  states as allStates,
  type LaidOutChart,
} from './statechartLayout';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const STYLE = `
  text { font-family: ${FONT}; fill: #1e293b; }
  .title, .line { paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
  .title { font-size: ${METRICS.titleSize}px; font-weight: 600; fill: #0f172a; }
  .line { font-size: ${METRICS.lineSize}px; fill: #334155; }
  .label { font-size: ${METRICS.labelSize}px; }
  .trigger { fill: #1e3a8a; }
  .actions { fill: #475569; }
  .state { fill: #f1f5f9; stroke: #475569; stroke-width: 1.5; }
  .compound { fill: #ffffff; stroke: #64748b; stroke-width: 1.5; }
  .machine { fill: #f8fafc; stroke: #334155; stroke-width: 1.5; }
  .region { fill: none; stroke: #94a3b8; stroke-width: 1.5; stroke-dasharray: 6 4; }
  .divider { stroke: #cbd5e1; stroke-width: 1; }
  .edge { fill: none; stroke: #475569; stroke-width: 1.4; }
  .label-bg { fill: #ffffff; fill-opacity: 0.92; }
  .initial { fill: #0f172a; }
`;

const num = (value: number) => String(Math.round(value * 10) / 10);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (node: ElkNode): Box => ({
  x: node.x ?? 0,
  y: node.y ?? 0,
  width: node.width ?? 0,
  height: node.height ?? 0,
});

const rect = (box: Box, className: string, radius: number) =>
  `<rect class="${className}" x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="${radius}"/>`;

function stateClass(state: ChartState, isRoot: boolean): string {
  if (isRoot) return 'machine';
  if (state.region) return 'region';
  return state.children.length ? 'compound' : 'state';
}

function drawStateShape(state: ChartState, box: Box, isRoot: boolean): string[] {
  const parts = [rect(box, stateClass(state, isRoot), 8)];
  if (state.type === 'final') {
    parts.push(rect({ x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6 }, 'state', 6));
  }
  if (state.lines.length) {
    const y = num(box.y + METRICS.titleHeight);
    parts.push(`<line class="divider" x1="${num(box.x)}" y1="${y}" x2="${num(box.x + box.width)}" y2="${y}"/>`);
  }
  return parts;
}

// A state's text is drawn above the arrows (with a halo), so an arrow crossing it stays readable.
function drawStateText(state: ChartState, box: Box): string[] {
  const left = num(box.x + METRICS.padX);
  return [
    `<text class="title" x="${left}" y="${num(box.y + 18)}">${escapeXml(state.title)}</text>`,
    ...state.lines.map((line, index) => {
      const y = box.y + METRICS.titleHeight + (index + 1) * METRICS.lineHeight - 3;
      return `<text class="line" x="${left}" y="${num(y)}" xml:space="preserve">${escapeXml(line)}</text>`;
    }),
  ];
}

type Point = { x: number; y: number };

const pathData = (points: Point[]) =>
  points.map((point, index) => `${index ? 'L' : 'M'}${num(point.x)} ${num(point.y)}`).join(' ');

/** An arrow from a state into its children is drawn from the bottom of the state's header. */
function fromHeader(points: Point[], source: { state: ChartState; box: Box } | undefined): Point[] {
  const start = points[0];
  if (!source || !start) return points;
  return [{ x: start.x, y: source.box.y + headerHeight(source.state) }, ...points];
}

const inside = (point: Point, box: Box) =>
  point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;

/** The path up to where it enters the box. */
function endAtBorder(points: Point[], box: Box): Point[] {
  const entry = points.findIndex((point) => inside(point, box));
  if (entry < 1) return points;
  const [from, to] = [points[entry - 1]!, points[entry]!];
  let [outside, within] = [0, 1];
  for (let step = 0; step < 24; step += 1) {
    const middle = (outside + within) / 2;
    const point = { x: from.x + (to.x - from.x) * middle, y: from.y + (to.y - from.y) * middle };
    if (inside(point, box)) within = middle;
    else outside = middle;
  }
  const border = { x: from.x + (to.x - from.x) * outside, y: from.y + (to.y - from.y) * outside };
  return [...points.slice(0, entry), border];
}

interface EdgeEnds {
  /** Laid out from its target to its source. */
  reversed: boolean;
  /** The state whose own transition leads into its children: drawn from below its header. */
  holder?: { state: ChartState; box: Box };
  /** The state with children the transition enters: drawn up to its border. */
  entered?: Box;
}

function drawEdgePaths(edge: ElkExtendedEdge, ends: EdgeEnds): string[] {
  return (edge.sections ?? []).map((section) => {
    const laidOut = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const points = fromHeader(ends.reversed ? laidOut.reverse() : laidOut, ends.holder);
    return `<path class="edge" d="${pathData(ends.entered ? endAtBorder(points, ends.entered) : points)}" marker-end="url(#arrow)"/>`;
  });
}

function drawEdgeLabels(edge: ElkExtendedEdge): string[] {
  return (edge.labels ?? []).flatMap((label) => {
    const box = { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 };
    const lines = (label.text ?? '').split('\n').map((line, index) => {
      const y = box.y + METRICS.labelPadding + (index + 1) * METRICS.labelLineHeight - 3.5;
      const tone = line.startsWith('/') || line.startsWith(' ') ? 'actions' : 'trigger';
      return `<text class="label ${tone}" x="${num(box.x + METRICS.labelPadding)}" y="${num(y)}" xml:space="preserve">${escapeXml(line)}</text>`;
    });
    return [rect(box, 'label-bg', 3), ...lines];
  });
}

/** Every node and edge of the laid-out graph, parents before children. */
function flatten(node: ElkNode): { nodes: ElkNode[]; edges: ElkExtendedEdge[] } {
  const nodes: ElkNode[] = [];
  const edges: ElkExtendedEdge[] = [];
  const visit = (current: ElkNode) => {
    nodes.push(current);
    edges.push(...(current.edges ?? []).filter((edge) => !isStackingEdge(edge.id)));
    (current.children ?? []).forEach(visit);
  };
  visit(node);
  return { nodes, edges };
}

/** The SVG document of a laid-out statechart: boxes, then arrows, then all text on top. */
export function statechartSvg(chart: Statechart, layout: LaidOutChart): string {
  const states = new Map(allStates(chart.root).map((state) => [state.id, state]));
  const { nodes, edges } = flatten(layout);
  const placed = nodes.flatMap((node) => {
    const state = states.get(node.id);
    return state ? [{ state, box: boxOf(node) }] : [];
  });
  const byId = new Map(placed.map((entry) => [entry.state.id, entry]));
  const chartEdges = new Map(chart.edges.map((edge) => [edge.id, edge]));
  const dots = nodes
    .filter((node) => [...states.keys()].some((id) => initialMarkerId(id) === node.id))
    .map((node) => {
      const box = boxOf(node);
      return `<circle class="initial" cx="${num(box.x + box.width / 2)}" cy="${num(box.y + box.height / 2)}" r="5"/>`;
    });
  const paths = edges.flatMap((edge) => {
    const { id, reversed } = chartEdgeOf(edge.id);
    const chartEdge = chartEdges.get(id);
    if (!chartEdge) return drawEdgePaths(edge, { reversed });
    const source = byId.get(chartEdge.source);
    const target = byId.get(chartEdge.target);
    const laidOutSource = reversed ? edge.targets[0] : edge.sources[0];
    const laidOutTarget = reversed ? edge.sources[0] : edge.targets[0];
    return drawEdgePaths(edge, {
      reversed,
      holder: laidOutSource === innerSourceId(chartEdge.source) ? source : undefined,
      entered: laidOutTarget !== chartEdge.target ? target?.box : undefined,
    });
  });
  const width = num(layout.width ?? 0);
  const height = num(layout.height ?? 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Statechart of the ${escapeXml(chart.root.title)} machine">`,
    `<style>${STYLE}</style>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#475569"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...placed.flatMap(({ state, box }) => drawStateShape(state, box, state === chart.root)),
    ...dots,
    ...paths,
    ...placed.flatMap(({ state, box }) => drawStateText(state, box)),
    ...edges.flatMap(drawEdgeLabels),
    '</svg>',
    '',
  ].join('\n');
}
