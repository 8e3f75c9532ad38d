// One titled group of the filter panel.
import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

export function Facet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, borderTop: 1, borderColor: 'surface.border', m: 0, px: 0, pt: 2, pb: 2.5, minWidth: 0 }}
    >
      <Box
        component="legend"
        sx={{ float: 'left', width: '100%', p: 0, mb: 1, fontWeight: 700, fontSize: 15, letterSpacing: 0.2 }}
      >
        {legend}
      </Box>
      <Box sx={{ clear: 'both' }}>{children}</Box>
    </Box>
  );
}
