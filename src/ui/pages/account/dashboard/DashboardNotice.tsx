// A centred card for the profile page's other screens: signed out, unregistered, unavailable.
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { IconBubble } from '@ui/components/IconBubble';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function DashboardNotice({
  icon,
  title,
  detail,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** A line under the title; the actions (children) follow it. */
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <SurfaceCard sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 4, sm: 5 } }}>
      <IconBubble size={72} iconSize={36} sx={{ mx: 'auto', mb: 2 }}>
        {icon}
      </IconBubble>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={children ? { mb: 3 } : undefined}>
          {detail}
        </Typography>
      )}
      {children}
    </SurfaceCard>
  );
}
