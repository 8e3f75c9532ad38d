// A full-width band of a page, titled by its heading: the page's container inside, with room
// above and below. Each band hydrates apart, so a long page is not one long hydration task.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { HydratedApart } from './HydratedApart';

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
        <HydratedApart>{children}</HydratedApart>
      </Container>
    </Box>
  );
}
