// The outlined white card that holds a form, a block of account details or a panel of a page.
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

export const surfaceCardSx = { p: { xs: 2.5, sm: 4 }, borderRadius: 2, borderColor: 'surface.border' } as const;

export function SurfaceCard({
  children,
  component = 'div',
  sx,
  ...aria
}: {
  children: ReactNode;
  component?: ElementType;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Card component={component} {...aria} sx={[surfaceCardSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Card>
  );
}
