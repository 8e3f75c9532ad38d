// On wide screens the filters stay beside the products, under their heading. The panel is drawn
// only once the page has hydrated and only where the sidebar shows: on a phone, where it is
// hidden, neither its code (MUI's checkboxes, radios and price fields) is fetched nor its
// controls hydrated. The server cannot know the width, so its HTML holds the heading alone; the
// panel appears beside the products, which keeps them where they are.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useHydrated } from '@ui/hooks/useHydrated';
import { headingFont } from '@ui/theme/sx';

export function FilterSidebar({ children }: { children: ReactNode }) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { defaultMatches: true });
  const hydrated = useHydrated();
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
      {hydrated && wide && children}
    </Box>
  );
}
