// A profile card whose one job is to lead to another account page (orders, consultations, desk).
import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function DashboardLink({
  id,
  title,
  subtitle,
  href,
  icon,
  label,
}: {
  id: string;
  title: string;
  subtitle: string;
  href: string;
  /** Decorative (`aria-hidden`): the label says where the button leads. */
  icon: ReactElement;
  label: string;
}) {
  return (
    <DashboardSection id={id} title={title} subtitle={subtitle}>
      <Button component={Link} href={href} variant="outlined" startIcon={icon} sx={pillButtonSx}>
        {label}
      </Button>
    </DashboardSection>
  );
}
