// A full-width band of a page, titled by its heading: the page's container inside, with room
// above and below.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const SECTION_PY = { xs: 6, md: 9 } as const;

export function PageSection({
  labelledBy,
  children,
  sx,
  containerSx = { py: SECTION_PY },
}: {
  /** The id of the section's heading. */
  labelledBy: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  containerSx?: SxProps<Theme>;
}) {
  return (
    <Box component="section" aria-labelledby={labelledBy} sx={sx}>
      <Container maxWidth="lg" sx={containerSx}>
        {children}
      </Container>
    </Box>
  );
}
