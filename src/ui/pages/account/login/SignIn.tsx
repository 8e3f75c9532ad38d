// The sign-in card: phone number first, or Google.
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';
import { GoogleSignInButton } from '@ui/components/account/GoogleSignInButton';
import { PhoneSignInForm } from '@ui/components/account/PhoneSignInForm';
import { Eyebrow } from '@ui/components/Eyebrow';
import { LoadingBlock } from '@ui/components/PageState';
import { Benefits } from './Benefits';
import { cardSx } from './loginCardSx';

export function SignIn() {
  return (
    <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Eyebrow sx={{ mb: 1.5 }}>Welcome to Ojas</Eyebrow>
        <Typography variant="h1" sx={{ color: 'primary.dark', mb: 2 }}>
          Login
        </Typography>
        <Typography sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.65, color: 'text.secondary', maxWidth: 500 }}>
          Sign in with your Indian mobile number or your Google account. New here? Signing in for the first time creates
          your account.
        </Typography>
        <Benefits sx={{ display: { xs: 'none', md: 'block' }, mt: 5 }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ ...cardSx, maxWidth: 480, mx: { md: 'auto' } }}>
          {/* The sign-in flows' code loads with this page's first visit. */}
          <Suspense fallback={<LoadingBlock label="Loading sign-in" rows={2} />}>
            <PhoneSignInForm />
            <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>or</Divider>
            <GoogleSignInButton />
          </Suspense>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            By continuing you agree to our{' '}
            <MuiLink component={Link} href={ROUTES.terms.href} underline="always">
              Terms of Use
            </MuiLink>{' '}
            and{' '}
            <MuiLink component={Link} href={ROUTES.privacy.href} underline="always">
              Privacy Policy
            </MuiLink>
            .
          </Typography>
        </Card>
        <Benefits sx={{ display: { md: 'none' }, mt: 4 }} />
      </Grid>
    </Grid>
  );
}
