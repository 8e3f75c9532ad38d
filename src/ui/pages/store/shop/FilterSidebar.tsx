// On wide screens the filters stay beside the products, under their heading. On a phone the
// sidebar is hidden and its panel is dropped once the page has hydrated, so a tick in the
// drawer's panel does not redraw a second, invisible one (the server renders it, as it cannot
// know the width, and hydration keeps what the server sent).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { headingFont } from '@ui/theme/sx';

export function FilterSidebar({ children }: { children: ReactNode }) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { defaultMatches: true });
  return (
    <Box
      component="aside"
      aria-labelledby="filters-title"
      sx={{
        display: { xs: 'none', md: 'block' },
        width: { md: 240, lg: 260 },
        flexShrink: 0,
        position: 'sticky',
        top: 88,
      }}
    >
      <Typography
        component="h2"
        id="filters-title"
        sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 20, mb: 1.5 }}
      >
        Filters
      </Typography>
      {wide && children}
    </Box>
  );
}
