// The way from the profile to the doctor's desk, shown only when the user's roles include doctor.
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import { hasDoctorRole } from '../../../../domain/desk';
import { ROUTES } from '../../../../domain/routes';
import { useResource } from '../../../hooks/useResource';
import { DashboardLink } from './DashboardLink';

export function DoctorDeskLink({ uid }: { uid: string }) {
  const permission = useResource({ kind: 'permission', uid });
  if (permission.status !== 'ready' || !hasDoctorRole(permission.data)) return null;
  return (
    <DashboardLink
      id="doctor-desk"
      title="Doctor's desk"
      subtitle="Your consultations, notes and recommendations, and your hours."
      href={ROUTES.desk.href}
      icon={<MedicalServicesOutlinedIcon aria-hidden="true" />}
      label="Open your desk"
    />
  );
}
