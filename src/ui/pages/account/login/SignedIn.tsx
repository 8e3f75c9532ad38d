// Already signed in: where to go from here.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { ROUTES } from '../../../../domain/routes';
import { pillRadius } from '../../../theme/sx';
import { cardSx } from './loginCardSx';

export function SignedIn() {
  return (
    <Card sx={{ ...cardSx, maxWidth: 520, mx: 'auto', textAlign: 'center', py: { xs: 5, sm: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1 }}>
        You are signed in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your profile, orders and consultations are in your account.
      </Typography>
      <Button
        component={Link}
        href={ROUTES.dashboard.href}
        variant="contained"
        size="large"
        sx={{ borderRadius: pillRadius, px: 5 }}
      >
        Go to your profile
      </Button>
    </Card>
  );
}
