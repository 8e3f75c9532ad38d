// A store list page's header: title, intro and the product count, announced.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countOf } from '@domain/plural';

export function StoreHeader({
  title,
  intro,
  count,
  eyebrow,
  aside,
}: {
  title: string;
  intro?: string;
  count?: number;
  eyebrow?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, mb: { xs: 3, md: 4 } }}>
      {aside}
      <Box sx={{ minWidth: 0 }}>
        {eyebrow}
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 18 }, maxWidth: 680, lineHeight: 1.6 }}>
            {intro}
          </Typography>
        )}
        <Typography
          role="status"
          variant="body2"
          sx={{ mt: 1, color: 'text.secondary', fontWeight: 600, minHeight: 20 }}
        >
          {count === undefined ? '' : countOf(count, 'product')}
        </Typography>
      </Box>
    </Box>
  );
}
