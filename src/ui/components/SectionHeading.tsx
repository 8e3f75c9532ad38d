// A section's h2 (its id labels the section) with an optional 'View all' link.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';

export interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: string;
  viewAllHref?: string;
  viewAllLabel?: string;
}

export function SectionHeading({ id, title, subtitle, viewAllHref, viewAllLabel = 'View all' }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, md: 3.5 },
      }}
    >
      <Box>
        <Typography variant="h2" id={id}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 620 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {viewAllHref && (
        <Button
          component={Link}
          href={viewAllHref}
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
          aria-label={`${viewAllLabel}: ${title}`}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', mb: 0.25 }}
        >
          {viewAllLabel}
        </Button>
      )}
    </Box>
  );
}
