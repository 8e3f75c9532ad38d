// Login: how signing in works, and what an account gives.
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { ROUTES } from '../../../domain/routes';
import { usePageTitle } from '../../hooks/usePageTitle';

const BENEFITS = [
  'Your cart and wishlist on every device',
  'Order history and delivery tracking',
  'Book and manage consultations with our doctors',
] as const;

export default function LoginPage() {
  usePageTitle('Login');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, borderRadius: 2, borderColor: '#e7e0cf' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>Login</Typography>
        <Typography sx={{ fontSize: 17, lineHeight: 1.7, color: 'text.secondary' }}>
          Sign in with your Google account, or with your Indian mobile number: we send a one-time code by SMS, so there is no password to remember. New here? Signing in for the first time creates your account.
        </Typography>
        <Typography component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>With an account you get</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {BENEFITS.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
              <span>{benefit}</span>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: '#e7e0cf', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">You can also shop without an account.</Typography>
          <Button component={Link} href={ROUTES.store} variant="outlined">Continue shopping</Button>
        </Box>
      </Card>
    </Container>
  );
}
