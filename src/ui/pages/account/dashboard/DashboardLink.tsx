// A profile card whose one job is to lead to another account page (orders, consultations, desk):
// its title is the page's, its line and button label come from the dashboard's messages.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

/** The account pages the profile leads to. */
type LinkedPage = 'orders' | 'consultations' | 'desk' | 'ops';

// Decorative (`aria-hidden`): the label says where the button leads.
const ICONS: Record<LinkedPage, ReactElement> = {
  orders: <ReceiptLongOutlinedIcon aria-hidden="true" />,
  consultations: <EventAvailableIcon aria-hidden="true" />,
  desk: <MedicalServicesOutlinedIcon aria-hidden="true" />,
  ops: <StorefrontOutlinedIcon aria-hidden="true" />,
};

export function DashboardLink({ id, page }: { id: string; page: LinkedPage }) {
  return (
    <DashboardSection id={id} title={PAGE_TITLES[page]} subtitle={TEXT[`${page}Subtitle`]}>
      <Button component={Link} href={ROUTES[page].href} variant="outlined" startIcon={ICONS[page]} sx={pillButtonSx}>
        {TEXT[`${page}Link`]}
      </Button>
    </DashboardSection>
  );
}
