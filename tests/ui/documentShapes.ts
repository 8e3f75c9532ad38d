// What the rendered styles cut from the document's shapes (`clip-path: url(#id)`); jsdom's page has
// no shapes of its own (the build puts them in the HTML template), so a test reads the names.
import { documentShapesHtml } from '@ui/theme/documentShapes';

/** The ids of the clip paths the document holds. */
export const DOCUMENT_SHAPE_IDS = new Set(
  [...documentShapesHtml().matchAll(/<clipPath id="([^"]+)"/g)].map(([, id]) => id),
);

/** The ids every `clip-path: url(#…)` in the page's styles names. */
export function clipPathsCut(): string[] {
  const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...new Set([...styles.matchAll(/clip-path:url\(#([^)]+)\)/g)].map(([, id]) => id!))];
}
