// The way from the profile to the doctor's desk, shown only when the user's roles include doctor.
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { hasDoctorRole } from '../../../../domain/desk';
import { ROUTES } from '../../../../domain/routes';
import { useResource } from '../../../hooks/useResource';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function DoctorDeskLink({ uid }: { uid: string }) {
  const permission = useResource({ kind: 'permission', uid });
  if (permission.status !== 'ready' || !hasDoctorRole(permission.data)) return null;
  return (
    <DashboardSection
      id="doctor-desk"
      title="Doctor's desk"
      subtitle="Your consultations, notes and recommendations, and your hours."
    >
      <Button
        component={Link}
        href={ROUTES.desk.href}
        variant="outlined"
        startIcon={<MedicalServicesOutlinedIcon aria-hidden="true" />}
        sx={pillButtonSx}
      >
        Open your desk
      </Button>
    </DashboardSection>
  );
}
