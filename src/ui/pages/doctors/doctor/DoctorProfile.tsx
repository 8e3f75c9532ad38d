// A doctor's profile: photo, name, qualifications, registration, specialities, languages, how
// they consult (with the clinic's address), fee, about, booking a consultation and patients' reviews.
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedIcon from '@mui/icons-material/Verified';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import { doctorTitle, type DoctorDetail } from '@domain/contract/doctors';
import { formatRupees } from '@domain/money';
import { ROUTES } from '@domain/routes';
import { Picture } from '@ui/components/Picture';
import { Reviews } from '@ui/components/reviews/Reviews';
import { bareList } from '@ui/theme/sx';
import { BookingPanel } from './booking/BookingPanel';
import { Fact } from './Fact';

export function DoctorProfile({ doctor }: { doctor: DoctorDetail }) {
  const name = doctorTitle(doctor);
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: 14 }}>
        <MuiLink component={Link} href={ROUTES.doctors.href} color="inherit">
          Consultation
        </MuiLink>
        <Typography aria-current="page" sx={{ fontSize: 14, color: 'text.primary' }}>
          {name}
        </Typography>
      </Breadcrumbs>
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card
            sx={{
              borderRadius: 2,
              borderColor: 'surface.border',
              p: { xs: 2, md: 3 },
              textAlign: 'center',
              position: { md: 'sticky' },
              top: { md: 96 },
            }}
          >
            <Picture
              imageKey={doctor.profilePhoto}
              alt={`Portrait of ${name}`}
              sizes="(min-width: 900px) 280px, 220px"
              width={480}
              priority
              sx={{
                width: { xs: 200, md: '100%' },
                maxWidth: 280,
                mx: 'auto',
                borderRadius: '50%',
                border: '4px solid',
                borderColor: 'surface.ring',
              }}
            />
            <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'surface.border' }}>
              <Typography variant="body2" color="text.secondary">
                Consultation fee
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: 30, lineHeight: 1.2 }}>
                {formatRupees(doctor.appointmentPrice)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                for a {doctor.slotMinutes}-minute session
              </Typography>
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              color: 'primary.main',
              fontWeight: 700,
              fontSize: 14,
              mb: 1,
            }}
          >
            <VerifiedIcon fontSize="small" aria-hidden="true" /> Verified Ayurvedic doctor
          </Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>{doctor.qualifications}</Typography>
          <Box
            component="ul"
            aria-label="Specializations"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ...bareList, mt: 2.5 }}
          >
            {doctor.specialization.map((speciality) => (
              <li key={speciality}>
                <Chip label={speciality} sx={{ bgcolor: 'surface.sage', color: 'primary.dark', fontWeight: 500 }} />
              </li>
            ))}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 2.5,
              my: 4,
              p: { xs: 2.5, md: 3 },
              borderRadius: 1.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'surface.border',
            }}
          >
            <Fact icon={<WorkspacePremiumOutlinedIcon />} label="Experience">
              {doctor.experienceYears} years
            </Fact>
            <Fact icon={<TranslateIcon />} label="Languages">
              {doctor.languages.join(', ')}
            </Fact>
            <Fact icon={<PlaceOutlinedIcon />} label="Location">
              {doctor.city}, {doctor.region}
            </Fact>
            <Fact icon={<ScheduleOutlinedIcon />} label="Session length">
              {doctor.slotMinutes} minutes
            </Fact>
            {doctor.registrationNumber && (
              <Fact icon={<BadgeOutlinedIcon />} label="Registration number">
                {doctor.registrationNumber}
              </Fact>
            )}
            <Fact icon={<VideocamOutlinedIcon />} label="Consults by">
              {doctor.modes.map((mode) => CONSULTATION_MODE_LABELS[mode]).join(', ')}
            </Fact>
            {doctor.modes.includes('clinic') && doctor.clinicAddress && (
              <Fact icon={<LocalHospitalOutlinedIcon />} label="Clinic">
                {doctor.clinicAddress}
              </Fact>
            )}
          </Box>
          <Box component="section" aria-labelledby="about-title">
            <Typography variant="h2" id="about-title" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
              About {name}
            </Typography>
            <Typography sx={{ fontSize: 17, lineHeight: 1.8, whiteSpace: 'pre-line' }}>{doctor.bio}</Typography>
          </Box>
          <BookingPanel doctor={doctor} />
          <Reviews
            title="Patient reviews"
            type="doctor"
            id={doctor._id}
            emptyText="No reviews yet. Patients who consult this doctor can share how it went."
          />
          <Box sx={{ mt: 5, p: { xs: 2.5, md: 3 }, borderRadius: 1.5, bgcolor: 'surface.sand' }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Questions before you book?</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
              Our care team can help you choose the right doctor for your concern.
            </Typography>
            <MuiLink component={Link} href={ROUTES.contact.href} sx={{ fontWeight: 600 }}>
              Contact us
            </MuiLink>
          </Box>
        </Grid>
      </Grid>
    </>
  );
}
