// The frame of a loading placeholder: one busy status region, named for screen readers, around
// the grey shapes of what is coming.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function PageSkeleton({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={sx}>
      {children}
    </Box>
  );
}
