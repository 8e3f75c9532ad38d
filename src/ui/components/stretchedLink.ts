// A link whose click area covers its whole card (the card needs position: relative), with the
// focus ring drawn around the card. Keeps the link's accessible name short: just its text.
import type { SxProps, Theme } from '@mui/material/styles';

export const stretchedLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: -3,
    borderRadius: 1.5,
  },
} satisfies SxProps<Theme>;

/** The card around a stretched link: lifts a little on hover. */
export const linkCardSx = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderColor: 'surface.border',
  borderRadius: 1.5,
  overflow: 'hidden',
  bgcolor: 'background.paper',
  transition: 'box-shadow 160ms ease, border-color 160ms ease, transform 160ms ease',
  '&:hover': {
    borderColor: 'surface.borderHover',
    boxShadow: (theme: Theme) => theme.elevation.cardHover,
    transform: 'translateY(-2px)',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
} satisfies SxProps<Theme>;

/** Text for screen readers only. */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies SxProps<Theme>;
