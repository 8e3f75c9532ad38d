// The way from the profile to the patient's consultations.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { ROUTES } from '../../../../domain/routes';
import { DashboardLink } from './DashboardLink';

export function YourConsultations() {
  return (
    <DashboardLink
      id="your-consultations"
      title="Your consultations"
      subtitle="Join, reschedule or cancel, and read your doctor's notes."
      href={ROUTES.consultations.href}
      icon={<EventAvailableIcon aria-hidden="true" />}
      label="View your consultations"
    />
  );
}
