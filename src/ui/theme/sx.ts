// Theme tokens as sx values, for properties MUI does not look up in the theme by name.
import type { Theme } from '@mui/material/styles';

/** A fully rounded end: buttons and bars shaped like a pill. */
export const pillRadius = (theme: Theme) => theme.shape.pill;

/** The font of headings, for text styled like one without being one. */
export const headingFont = (theme: Theme) => theme.typography.fontFamilySerif;

/**
 * A contained button that cannot act now (busy) but keeps keyboard focus: marked aria-disabled
 * rather than disabled, and drawn like MUI's disabled contained button.
 */
export const busyContained = {
  '&[aria-disabled="true"]': {
    bgcolor: 'action.disabledBackground',
    color: 'action.disabled',
    boxShadow: 'none',
    cursor: 'default',
  },
} as const;
