// Contact Us: how to reach support, and the contact form (its machine validates and sends).
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { bareList } from '@ui/theme/sx';
import { ContactDetail } from './ContactDetail';
import { ContactForm } from './ContactForm';
import { MedicalAdvice } from './MedicalAdvice';

const SUPPORT = {
  email: 'support@ojas.example',
  phone: '+91 80 4000 0000',
  phoneHref: 'tel:+918040000000',
  hours: 'Mon–Sat, 9:00–19:00 IST',
} as const;

export default function ContactPage() {
  usePageTitle(PAGE_TITLES.contact);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Contact Us
          </Typography>
          <Typography sx={{ fontSize: 18, lineHeight: 1.65, color: 'text.secondary', mb: 4 }}>
            Questions about an order, a product or a consultation? Our care team is happy to help, and replies within
            one business day.
          </Typography>
          <Box component="ul" sx={{ ...bareList, display: 'flex', flexDirection: 'column', gap: 3 }}>
            <ContactDetail icon={<MailOutlineIcon />} label="Email">
              <MuiLink href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</MuiLink>
            </ContactDetail>
            <ContactDetail icon={<PhoneOutlinedIcon />} label="Phone">
              <MuiLink href={SUPPORT.phoneHref}>{SUPPORT.phone}</MuiLink>
            </ContactDetail>
            <ContactDetail icon={<ScheduleOutlinedIcon />} label="Support hours">
              {SUPPORT.hours}
            </ContactDetail>
          </Box>
          <MedicalAdvice sx={{ display: { xs: 'none', md: 'block' } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SurfaceCard>
            <ContactForm />
          </SurfaceCard>
          <MedicalAdvice sx={{ display: { md: 'none' } }} />
        </Grid>
      </Grid>
    </Container>
  );
}
