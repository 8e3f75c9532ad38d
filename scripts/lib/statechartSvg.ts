// Draws a laid-out statechart as a standalone SVG: its own light background and system fonts,
// so it reads the same in any viewer, light or dark; every number rounded so the output only
// changes when the machine does.
import type { ElkEdgeSection, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartState, Statechart } from './statechart';
import { initialMarkerId, METRICS, type LaidOutChart } from './statechartLayout';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const STYLE = `
  text { font-family: ${FONT}; fill: #1e293b; }
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

const boxOf = (node: ElkNode): Box => ({ x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });

const rect = (box: Box, className: string, radius: number) =>
  `<rect class="${className}" x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="${radius}"/>`;

function stateClass(state: ChartState, isRoot: boolean): string {
  if (isRoot) return 'machine';
  if (state.region) return 'region';
  return state.children.length ? 'compound' : 'state';
}

function drawState(state: ChartState, box: Box, isRoot: boolean): string[] {
  const parts = [rect(box, stateClass(state, isRoot), 8)];
  if (state.type === 'final') {
    parts.push(rect({ x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6 }, 'state', 6));
  }
  const left = num(box.x + METRICS.padX);
  parts.push(`<text class="title" x="${left}" y="${num(box.y + 18)}">${escapeXml(state.title)}</text>`);
  if (state.lines.length) {
    const dividerY = num(box.y + METRICS.titleHeight);
    parts.push(`<line class="divider" x1="${num(box.x)}" y1="${dividerY}" x2="${num(box.x + box.width)}" y2="${dividerY}"/>`);
    state.lines.forEach((line, index) => {
      const y = box.y + METRICS.titleHeight + (index + 1) * METRICS.lineHeight - 3;
      parts.push(`<text class="line" x="${left}" y="${num(y)}" xml:space="preserve">${escapeXml(line)}</text>`);
    });
  }
  return parts;
}

function sectionPath(section: ElkEdgeSection): string {
  const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
  return points.map((point, index) => `${index ? 'L' : 'M'}${num(point.x)} ${num(point.y)}`).join(' ');
}

function drawEdge(edge: ElkExtendedEdge): string[] {
  const paths = (edge.sections ?? []).map(
    (section) => `<path class="edge" d="${sectionPath(section)}" marker-end="url(#arrow)"/>`,
  );
  const labels = (edge.labels ?? [])
    .filter((label) => label.text)
    .flatMap((label) => {
      const box = { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 };
      const lines = label.text!.split('\n').map((line, index) => {
        const y = box.y + METRICS.labelPadding + (index + 1) * METRICS.labelLineHeight - 3.5;
        const tone = line.startsWith('/') || line.startsWith(' ') ? 'actions' : 'trigger';
        return `<text class="label ${tone}" x="${num(box.x + METRICS.labelPadding)}" y="${num(y)}" xml:space="preserve">${escapeXml(line)}</text>`;
      });
      return [rect(box, 'label-bg', 3), ...lines];
    });
  return [...paths, ...labels];
}

/** Every node and edge of the laid-out graph, parents before children. */
function flatten(node: ElkNode): { nodes: ElkNode[]; edges: ElkExtendedEdge[] } {
  const nodes: ElkNode[] = [];
  const edges: ElkExtendedEdge[] = [];
  const visit = (current: ElkNode) => {
    nodes.push(current);
    edges.push(...(current.edges ?? []));
    (current.children ?? []).forEach(visit);
  };
  visit(node);
  return { nodes, edges };
}

function statesById(root: ChartState): Map<string, ChartState> {
  const states = new Map<string, ChartState>();
  const visit = (state: ChartState) => {
    states.set(state.id, state);
    state.children.forEach(visit);
  };
  visit(root);
  return states;
}

/** The SVG document of a laid-out statechart. */
export function statechartSvg(chart: Statechart, layout: LaidOutChart): string {
  const states = statesById(chart.root);
  const { nodes, edges } = flatten(layout);
  const markers = new Set([...states.values()].map((state) => initialMarkerId(state.id)));
  const shapes = nodes.flatMap((node) => {
    const state = states.get(node.id);
    if (state) return drawState(state, boxOf(node), state === chart.root);
    if (!markers.has(node.id)) return [];
    const box = boxOf(node);
    return [`<circle class="initial" cx="${num(box.x + box.width / 2)}" cy="${num(box.y + box.height / 2)}" r="5"/>`];
  });
  const width = num(layout.width ?? 0);
  const height = num(layout.height ?? 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Statechart of the ${escapeXml(chart.root.title)} machine">`,
    `<style>${STYLE}</style>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#475569"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...shapes,
    ...edges.flatMap(drawEdge),
    '</svg>',
    '',
  ].join('\n');
}
