// Shapes drawn once in a page's own SVG that elements are cut from with `clip-path: url(#id)`: a
// grid of cards then carries no icon markup per card. (Cut from SVG images instead, CSS masks of
// data URLs, each image cost the browser a document of its own, in a task of its own as the page
// started: 20-30 ms at 1× here, several times that on a phone.)
import type { ReactNode } from 'react';

/** Material's icons are drawn on a 24-unit square. */
export const ICON_UNITS = 24;

/** The hidden SVG that holds clip paths. */
export function ClipShapes({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {children}
    </svg>
  );
}
