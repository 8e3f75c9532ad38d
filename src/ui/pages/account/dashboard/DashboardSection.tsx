// One titled card of the profile: personal details, sign-in methods, becoming a doctor. A card
// whose control goes away when used (the notification list's "Mark all read") passes
// `headingRef`, which makes its heading focusable from script (tabIndex -1) to keep the keyboard
// in the card.
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref } from 'react';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { STICKY_HEADER_CLEARANCE } from '@ui/theme/sx';

export function DashboardSection({
  id,
  title,
  subtitle,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <SurfaceCard component="section" aria-labelledby={id}>
      <Typography
        component="h2"
        variant="h3"
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        sx={{ mb: subtitle ? 0.5 : 2.5, outline: 'none', scrollMarginTop: STICKY_HEADER_CLEARANCE }}
      >
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
