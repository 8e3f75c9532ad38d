// The small uppercase line above a page's heading that says what kind of page it is ("Policies",
// "Brand", a post's first tag), in the secondary colour.
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Eyebrow({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Typography
      sx={[
        { color: 'secondary.main', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: 13 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
