// "No results found" in a dashed box, with what to try instead below it; `compact` for a
// section of a page of results rather than a whole list.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SITE_MESSAGES } from '@domain/messages/site';

export function NoResults({
  headingComponent = 'h2',
  compact = false,
  children,
}: {
  headingComponent?: 'h2' | 'h3' | 'p';
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: compact ? 5 : 8,
        px: 2,
        border: '1px dashed',
        borderColor: 'surface.borderStrong',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component={headingComponent} variant="h3" sx={{ mb: 1, ...(compact && { fontSize: '1.25rem' }) }}>
        {SITE_MESSAGES.noResults}
      </Typography>
      {children}
    </Box>
  );
}
