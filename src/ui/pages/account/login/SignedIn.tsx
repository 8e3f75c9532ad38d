// Already signed in: where to go from here.
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@domain/routes';
import { PillLink } from '@ui/components/PillLink';
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
      <PillLink href={ROUTES.dashboard.href} size="large" sx={{ px: 5 }}>
        Go to your profile
      </PillLink>
    </Card>
  );
}
