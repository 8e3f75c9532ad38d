// A doctor: photo, name, qualifications, experience, languages, specializations, location,
// fee and their own words.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { doctorTitle } from '../../../domain/contract/doctors';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { Missing } from '../../components/Missing';
import { Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { PAGE_TITLES, thingTitle } from '../../seo/titles';
import { DoctorProfile } from './doctor/DoctorProfile';
import { DoctorProfileSkeleton } from './doctor/DoctorProfileSkeleton';

export default function DoctorPage({ doctorId }: { doctorId: string }) {
  const doctor = useResource({ kind: 'doctor', id: doctorId });
  usePageTitle(
    thingTitle(doctor.data && doctorTitle(doctor.data), doctor.status === 'missing', {
      generic: PAGE_TITLES.doctor,
      missing: PAGE_TITLES.doctorMissing,
    }),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {doctor.status === 'loading' && <DoctorProfileSkeleton />}
      {doctor.status === 'ready' && <DoctorProfile doctor={doctor.data} />}
      {doctor.status === 'missing' && (
        <Missing text={PRODUCT_MESSAGES.doctorMissing} backHref={ROUTES.doctors.href} backLabel="See all doctors" />
      )}
      {doctor.status === 'unavailable' && (
        <Box sx={{ maxWidth: 640, py: { xs: 2, md: 6 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            This doctor’s page is not available
          </Typography>
          <Typography color="text.secondary">
            The doctor may no longer be taking consultations, or the connection dropped while loading.
          </Typography>
          <Unavailable onRetry={doctor.retry} />
          <Button
            component={Link}
            href={ROUTES.doctors.href}
            variant="contained"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
          >
            See all doctors
          </Button>
        </Box>
      )}
    </Container>
  );
}
