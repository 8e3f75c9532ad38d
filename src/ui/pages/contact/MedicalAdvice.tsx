// Where to go for medical questions: a consultation, not the care team.
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';

/** Where to go for medical questions; shown beside the form on wide screens, after it on phones. */
export function MedicalAdvice({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ mt: 4, p: 2.5, borderRadius: 1.5, bgcolor: 'surface.sand' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Looking for medical advice?</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Our care team cannot advise on treatment. For that, book a consultation with one of our verified Ayurvedic
        doctors.
      </Typography>
      <MuiLink component={Link} href={ROUTES.doctors.href} sx={{ fontWeight: 600 }}>
        Find a doctor
      </MuiLink>
    </Box>
  );
}
