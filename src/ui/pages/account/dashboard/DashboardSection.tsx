// One titled card of the profile: personal details, sign-in methods, becoming a doctor.
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function DashboardSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <SurfaceCard component="section" aria-labelledby={id}>
      <Typography component="h2" variant="h3" id={id} sx={{ mb: subtitle ? 0.5 : 2.5 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </SurfaceCard>
  );
}
