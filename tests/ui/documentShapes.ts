// What the rendered styles cut from the document's shapes (`clip-path: url(#id)`); jsdom's page has
// no shapes of its own (the build puts them in the HTML template), so a test reads the names.
import { documentClipPaths } from '../support/documentShapes';

/** The ids of the clip paths the document holds. */
export const DOCUMENT_SHAPE_IDS = new Set(documentClipPaths().map((clip) => clip.id));

/** The text of every style element in the page. */
export const pageStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

/** The ids every `clip-path: url(#…)` in the page's styles names. */
export function clipPathsCut(): string[] {
  return [...new Set([...pageStyles().matchAll(/clip-path:url\(#([^)]+)\)/g)].map(([, id]) => id!))];
}
