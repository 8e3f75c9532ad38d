// Theme tokens as sx values, for properties MUI does not look up in the theme by name.
import type { Theme } from '@mui/material/styles';

/** A fully rounded end: buttons and bars shaped like a pill. */
export const pillRadius = (theme: Theme) => theme.shape.pill;

/** The font of headings, for text styled like one without being one. */
export const headingFont = (theme: Theme) => theme.typography.fontFamilySerif;

/**
 * Room kept above an element the browser scrolls to (a focused field or heading), so the sticky
 * navbar (its search row included on a phone) does not cover it.
 */
export const STICKY_HEADER_CLEARANCE = 120;

/**
 * For a part of a page well below a phone's first screen: the browser skips its style, layout and
 * paint until it nears the screen, holding `height` px in its place until it has been drawn once
 * (then its last drawn height). Its paint is contained, so what it draws past its edges is cut
 * beyond a margin that holds a card's hover shadow.
 */
export const drawnWhenNear = (height: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px`, overflowClipMargin: 24 }) as const;

/** A list shown without bullets or the browser's indent: its items carry their own layout. */
export const bareList = { listStyle: 'none', p: 0, m: 0 } as const;

/** A page's opening band (the home page's, the doctors page's): the hero gradient, holding its sprig. */
export const heroBand = {
  position: 'relative',
  overflow: 'hidden',
  background: (theme: Theme) => theme.palette.gradient.hero,
  borderBottom: 1,
  borderColor: 'surface.edge',
} as const;
