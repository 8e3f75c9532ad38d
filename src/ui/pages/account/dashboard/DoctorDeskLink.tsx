// The way from the profile to the doctor's desk; the profile shows it only when the user's roles
// (from the profile machine's one permission answer) include doctor.
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardLink } from './DashboardLink';

export function DoctorDeskLink() {
  return (
    <DashboardLink
      id="doctor-desk"
      title={PAGE_TITLES.desk}
      subtitle={TEXT.deskSubtitle}
      href={ROUTES.desk.href}
      icon={<MedicalServicesOutlinedIcon aria-hidden="true" />}
      label={TEXT.deskLink}
    />
  );
}
