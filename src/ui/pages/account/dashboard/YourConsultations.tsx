// The way from the profile to the patient's consultations.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardLink } from './DashboardLink';

export function YourConsultations() {
  return (
    <DashboardLink
      id="your-consultations"
      title={PAGE_TITLES.consultations}
      subtitle={TEXT.consultationsSubtitle}
      href={ROUTES.consultations.href}
      icon={<EventAvailableIcon aria-hidden="true" />}
      label={TEXT.consultationsLink}
    />
  );
}
