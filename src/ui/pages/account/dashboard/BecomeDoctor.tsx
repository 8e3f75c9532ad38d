// Applying to offer consultations, or word that the application is being verified.
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function BecomeDoctor({
  applicant,
  editing,
  applying,
  onApply,
}: {
  applicant: boolean;
  editing: boolean;
  applying: boolean;
  onApply: () => void;
}) {
  return (
    <DashboardSection id="doctor-title" title="Become a doctor">
      {applicant ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <HowToRegOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>You are listed as a doctor applicant</Typography>
            <Typography variant="body2" color="text.secondary">
              We verify your registration before you appear in consultations. We will be in touch.
            </Typography>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            Are you a registered Ayurvedic practitioner? Apply to offer consultations on Ojas. Every application is
            verified.
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
            {applying ? 'Applying…' : 'Apply as a doctor'}
          </Button>
        </Box>
      )}
    </DashboardSection>
  );
}
