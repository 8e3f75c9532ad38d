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
