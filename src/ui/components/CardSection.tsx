// A titled part of a record's page (an order's items, tax, payment), as a card.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SurfaceCard } from './SurfaceCard';

export function CardSection({
  title,
  label = title,
  children,
}: {
  title: string;
  /** The section's name, where the title is not one (a status). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <SurfaceCard component="section" aria-label={label}>
      <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </SurfaceCard>
  );
}
