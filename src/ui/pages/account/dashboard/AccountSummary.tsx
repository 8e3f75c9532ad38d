// The profile's side card: photo, name, contact details, the verified-doctor or doctor-applicant
// mark, log out.
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type UserProfile } from '@domain/account';
import type { DoctorStanding } from '@domain/desk';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { DOCTOR_PROFILE_MESSAGES } from '@domain/messages/doctorProfile';
import { displayPhone } from '@domain/phone';
import { ProfilePhoto } from '@ui/components/account/ProfilePhoto';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { useServices } from '@ui/services/services';
import { headingFont } from '@ui/theme/sx';

/** The mark under the contact details; none for someone who may apply. */
const DOCTOR_MARKS: Record<DoctorStanding, string | null> = {
  verified: DOCTOR_PROFILE_MESSAGES.verifiedMark,
  applicant: DOCTOR_PROFILE_MESSAGES.applicantMark,
  mayApply: null,
};

export function AccountSummary({
  profile,
  photoKey,
  uploading,
  editing,
  standing,
  onPhoto,
}: {
  profile: UserProfile;
  photoKey: string | null;
  uploading: boolean;
  editing: boolean;
  standing: DoctorStanding;
  onPhoto: (file: File) => void;
}) {
  const { session } = useServices();
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  const mark = DOCTOR_MARKS[standing];
  return (
    <SurfaceCard
      component="section"
      aria-label={TEXT.summary}
      sx={{ textAlign: 'center', position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <ProfilePhoto
        name={profile.fullName}
        photoKey={photoKey}
        uploading={uploading}
        disabled={!editing}
        onSelect={onPhoto}
      />
      <Typography sx={{ mt: 2.5, fontFamily: headingFont, fontWeight: 700, fontSize: 22, overflowWrap: 'anywhere' }}>
        {profile.fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {profile.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {displayPhone(profile.phone)}
      </Typography>
      {mark && <Chip label={mark} size="small" sx={{ mt: 1.5, bgcolor: 'surface.sand', fontWeight: 600 }} />}
      <Divider sx={{ my: 3, borderColor: 'surface.divider' }} />
      <Button
        variant="text"
        color="inherit"
        startIcon={<LogoutIcon aria-hidden="true" />}
        disabled={signingOut}
        onClick={() => session.send({ type: 'logout' })}
        sx={{ color: 'text.secondary' }}
      >
        {signingOut ? TEXT.loggingOut : TEXT.logOut}
      </Button>
    </SurfaceCard>
  );
}
