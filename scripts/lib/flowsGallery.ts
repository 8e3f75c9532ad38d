// The gallery page (docs/flows/index.html): every machine's purpose, the events it accepts, its
// size and its statechart, on one offline page a designer can open without reading code.
import type { MachineStructure } from './machineStructure';
import type { Statechart } from './statechart';

export interface GalleryEntry {
  /** The machine file's name in src/machines. */
  file: string;
  source: string;
  chart: Statechart;
  svg: string;
}

/** What the machine is for: the comment at the top of its file. */
export function machinePurpose(source: string): string {
  const header: string[] = [];
  for (const line of source.split('\n')) {
    const comment = /^\/\/ ?(.*)$/.exec(line);
    if (!comment) break;
    header.push(comment[1]!);
  }
  return header.join(' ').replace(/\s+/g, ' ').trim();
}

/** The event types the machine accepts from outside, in the order the machine names them. */
export function acceptedEvents(structure: MachineStructure): string[] {
  const internal = /^(after:|always$|done:|error:|xstate\.)/;
  return [...new Set(structure.transitions.map((t) => t.trigger).filter((trigger) => !internal.test(trigger)))];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgSize = (svg: string) => {
  const match = /<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return { width: match?.[1] ?? '', height: match?.[2] ?? '' };
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const STYLE = `
  :root { color-scheme: light dark; --fg: #0f172a; --muted: #475569; --bg: #ffffff; --card: #f8fafc; --line: #e2e8f0; }
  @media (prefers-color-scheme: dark) {
    :root { --fg: #e2e8f0; --muted: #94a3b8; --bg: #0b1120; --card: #111827; --line: #1f2937; }
  }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: var(--fg); background: var(--bg); }
  header, main { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
  header { padding-top: 24px; }
  h1 { margin: 0 0 8px; font-size: 28px; }
  h2 { margin: 0 0 4px; font-size: 22px; }
  p { margin: 0 0 12px; }
  nav ul { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; list-style: none; }
  a { color: inherit; }
  section { margin: 24px 0; padding: 20px; border: 1px solid var(--line); border-radius: 12px; background: var(--card); }
  .file, dt { color: var(--muted); font-size: 13px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dd { margin: 0; }
  code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: 1px 5px; border-radius: 4px; border: 1px solid var(--line); margin: 0 4px 4px 0; display: inline-block; }
  figure { margin: 0; overflow-x: auto; }
  figure img { max-width: 100%; height: auto; border-radius: 8px; border: 1px solid var(--line); }
`;

function entryHtml({ file, source, chart, svg }: GalleryEntry): string {
  const id = chart.structure.id;
  const events = acceptedEvents(chart.structure);
  const { width, height } = svgSize(svg);
  return `<section id="${escapeHtml(id)}">
<h2>${escapeHtml(id)}</h2>
<p class="file">src/machines/${escapeHtml(file)}</p>
<p>${escapeHtml(machinePurpose(source))}</p>
<dl>
<dt>Events</dt><dd>${events.length ? events.map((event) => `<code>${escapeHtml(event)}</code>`).join('') : 'none'}</dd>
<dt>Size</dt><dd>${plural(chart.structure.states.length, 'state')}, ${plural(chart.structure.transitions.length, 'transition')}</dd>
</dl>
<figure><a href="${escapeHtml(id)}.svg"><img src="${escapeHtml(id)}.svg" width="${width}" height="${height}" alt="Statechart of the ${escapeHtml(id)} machine" loading="lazy"></a></figure>
</section>`;
}

/** The gallery page for the machines, in the order given. */
export function galleryHtml(entries: GalleryEntry[]): string {
  const links = entries.map(({ chart }) => {
    const id = escapeHtml(chart.structure.id);
    return `<li><a href="#${id}">${id}</a></li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ojas flows</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Ojas flows</h1>
<p>Every state machine of the app as a statechart: states (nested and parallel ones inside their parent, regions dashed), where each starts (the dot), and the events that move between them, written <code>event [guard] / action, action</code>. Lines inside a state are what it runs (<code>invoke</code>, <code>entry</code>) and the events it handles without leaving. Generated from <code>src/machines</code> by <code>npm run flows</code>.</p>
<nav><ul>${links.join('')}</ul></nav>
</header>
<main>
${entries.map(entryHtml).join('\n')}
</main>
</body>
</html>
`;
}
