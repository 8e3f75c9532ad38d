// A bordered white panel inside a page: a product's ingredients, its rating breakdown.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

export function Panel({
  children,
  component = 'div',
  sx,
  ...aria
}: {
  children: ReactNode;
  component?: ElementType;
  sx?: SxProps<Theme>;
  'aria-labelledby'?: string;
}) {
  return (
    <Box
      component={component}
      {...aria}
      sx={[
        { borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'surface.border' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
