// The chunks of a rendered page, read from Vite's build manifest: preloaded from the page's head so
// the browser fetches the page's code beside the entry script rather than after it (hydration
// waits for that code).
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest's name for the entry: index.html already preloads what it imports. */
const ENTRY = 'index.html';
/** The manifest's name for the app the page's script starts (its chunk and what it imports). */
export const APP_MODULE = 'src/main.tsx';

/** The files of a chunk and of every chunk it imports. */
function filesOf(manifest: Manifest, name: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [name];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const chunk = manifest[next];
    if (!chunk) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The `<link rel="modulepreload">` tags of the app and of a page module (as the manifest names it),
 * beyond what the entry preloads; none when the build has no manifest. The app's code is fetched
 * beside the page's script rather than after it has run.
 */
export function pageChunkPreloads(spaDir: string): (pageModule?: string) => string {
  const manifestFile = path.join(spaDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const preloadedByEntry = filesOf(manifest, ENTRY);
  const tags = new Map<string, string>();
  return (pageModule = APP_MODULE) => {
    let html = tags.get(pageModule);
    if (html === undefined) {
      html = [...new Set([...filesOf(manifest, APP_MODULE), ...filesOf(manifest, pageModule)])]
        .filter((file) => !preloadedByEntry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      tags.set(pageModule, html);
    }
    return html;
  };
}
