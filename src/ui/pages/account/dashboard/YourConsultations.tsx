// The way from the profile to the patient's consultations.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { ROUTES } from '../../../../domain/routes';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function YourConsultations() {
  return (
    <DashboardSection
      id="your-consultations"
      title="Your consultations"
      subtitle="Join, reschedule or cancel, and read your doctor's notes."
    >
      <Button
        component={Link}
        href={ROUTES.consultations.href}
        variant="outlined"
        startIcon={<EventAvailableIcon aria-hidden="true" />}
        sx={pillButtonSx}
      >
        View your consultations
      </Button>
    </DashboardSection>
  );
}
