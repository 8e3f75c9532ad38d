// The profile's doctor section, by the user's doctor standing: applying to offer consultations
// (after word that an earlier application was turned down, and why), word that the application
// is being verified, or word that the doctor is verified (the way to their desk is the profile's
// desk card).
import type { SvgIconComponent } from '@mui/icons-material';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { DoctorStanding } from '@domain/desk';
import { DOCTOR_PROFILE_MESSAGES as TEXT } from '@domain/messages/doctorProfile';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function BecomeDoctor({
  standing,
  rejectionReason,
  editing,
  applying,
  onApply,
}: {
  standing: DoctorStanding;
  /** Why the latest application was turned down, when it was ('' without a reason). */
  rejectionReason?: string;
  editing: boolean;
  applying: boolean;
  onApply: () => void;
}) {
  if (standing === 'verified')
    return (
      <DashboardSection id="doctor-title" title={TEXT.verifiedSection}>
        <Standing Icon={VerifiedOutlinedIcon} title={TEXT.verified} detail={TEXT.verifiedDetail} />
      </DashboardSection>
    );
  return (
    <DashboardSection id="doctor-title" title={TEXT.applySection}>
      {standing === 'applicant' ? (
        <Standing Icon={HowToRegOutlinedIcon} title={TEXT.applicant} detail={TEXT.applicantDetail} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rejectionReason !== undefined && (
            <Standing
              Icon={BlockOutlinedIcon}
              tone="error.main"
              title={TEXT.rejected}
              detail={rejectionReason ? TEXT.rejectedReason(rejectionReason) : undefined}
            />
          )}
          <Box
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}
          >
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {TEXT.invitation}
            </Typography>
            <Button
              variant="outlined"
              disabled={!editing}
              onClick={onApply}
              startIcon={
                applying ? (
                  <CircularProgress size={16} color="inherit" aria-hidden="true" />
                ) : (
                  <LocalHospitalOutlinedIcon aria-hidden="true" />
                )
              }
              sx={{ ...pillButtonSx, px: 3, flexShrink: 0, borderColor: 'surface.borderControl' }}
            >
              {applying ? TEXT.applying : TEXT.apply}
            </Button>
          </Box>
        </Box>
      )}
    </DashboardSection>
  );
}

/** An icon beside a line and its detail: where the user stands as a doctor. */
function Standing({
  Icon,
  tone = 'primary.main',
  title,
  detail,
}: {
  Icon: SvgIconComponent;
  tone?: string;
  title: string;
  detail?: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon aria-hidden="true" sx={{ color: tone, mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
