// Under the panel's results: the link to the full results page for the query.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { Link } from 'wouter';
import { SITE_MESSAGES } from '@domain/messages/site';
import { ROUTES } from '@domain/routes';

export function ViewAllResults({ query, onClick }: { query: string; onClick: () => void }) {
  return (
    <Box
      component={Link}
      href={ROUTES.search.href(query.trim())}
      onClick={onClick}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 1.5,
        mt: 0.5,
        borderTop: 1,
        borderColor: 'surface.ring',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'none',
        '&:hover': { bgcolor: 'surface.hover' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      {SITE_MESSAGES.viewAllResults} <ArrowForwardIcon fontSize="small" aria-hidden="true" />
    </Box>
  );
}
