import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { SITE_MESSAGES } from '@domain/messages/site';
import { ROUTES } from '@domain/routes';
import { usePageTitle } from '../hooks/usePageTitle';
import { PAGE_TITLES } from '../seo/titles';

export default function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SITE_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The link may be old or mistyped. These are good places to continue:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={Link} href={ROUTES.home.href}>
          Go to the home page
        </Button>
        <Button variant="outlined" component={Link} href={ROUTES.store.href}>
          Shop all products
        </Button>
        <Button variant="outlined" component={Link} href={ROUTES.doctors.href}>
          Consult a doctor
        </Button>
      </Stack>
    </Container>
  );
}
