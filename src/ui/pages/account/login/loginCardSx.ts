// The login page's cards: outlined, roomy and lifted a little.
import type { Theme } from '@mui/material/styles';

export const cardSx = {
  p: { xs: 2.5, sm: 4 },
  borderRadius: 2,
  borderColor: 'surface.border',
  boxShadow: (theme: Theme) => theme.elevation.card,
} as const;
