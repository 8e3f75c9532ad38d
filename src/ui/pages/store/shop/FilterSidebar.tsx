// On wide screens the filters stay beside the products, under their heading.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { headingFont } from '../../../theme/sx';

export function FilterSidebar({ children }: { children: ReactNode }) {
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
      {children}
    </Box>
  );
}
