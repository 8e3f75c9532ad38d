// The way from the profile to the doctor's desk; the profile shows it only when the user's roles
// (from the profile machine's one permission answer) include doctor.
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import { ROUTES } from '../../../../domain/routes';
import { DashboardLink } from './DashboardLink';

export function DoctorDeskLink() {
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
