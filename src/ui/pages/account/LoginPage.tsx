// Login: phone sign-in with a one-time code, or Google; then, for a new account, the
// registration step. A registered user is taken on by the session (to the stored target or
// the dashboard).
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../domain/routes';
import { GoogleSignInButton } from '../../components/account/GoogleSignInButton';
import { PhoneSignInForm } from '../../components/account/PhoneSignInForm';
import { RegistrationForm } from '../../components/account/RegistrationForm';
import { needsRegistration, type SessionSnapshot } from '../../components/account/sessionView';
import { IconBubble } from '../../components/IconBubble';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';

const BENEFITS = [
  'Your cart and wishlist on every device',
  'Order history and delivery tracking',
  'Book and manage consultations with our doctors',
] as const;

const cardSx = {
  p: { xs: 2.5, sm: 4 },
  borderRadius: 2,
  borderColor: 'surface.border',
  boxShadow: (theme: Theme) => theme.elevation.card,
} as const;

type LoginView = 'signIn' | 'checking' | 'signingOut' | 'register' | 'failed' | 'signedIn';

function loginView(snapshot: SessionSnapshot): LoginView {
  if (needsRegistration(snapshot)) return 'register';
  if (snapshot.matches({ signedIn: 'ready' })) return snapshot.context.error ? 'failed' : 'signedIn';
  if (snapshot.matches('signedIn')) return 'checking';
  if (snapshot.matches('signingOut') || snapshot.matches('forcedLogout')) return 'signingOut';
  return 'signIn';
}

function Benefits({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.75 }}>
        With an account you get
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {BENEFITS.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <IconBubble size={28}>
              <CheckIcon sx={{ fontSize: 18 }} />
            </IconBubble>
            <span>{benefit}</span>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        You can also shop without an account.{' '}
        <MuiLink component={Link} href={ROUTES.store.href} underline="always" sx={{ fontWeight: 600 }}>
          Continue shopping
        </MuiLink>
      </Typography>
    </Box>
  );
}

function SignIn() {
  return (
    <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography
          sx={{
            color: 'secondary.main',
            fontWeight: 700,
            letterSpacing: 1.2,
            textTransform: 'uppercase',
            fontSize: 13,
            mb: 1.5,
          }}
        >
          Welcome to Ojas
        </Typography>
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
          <PhoneSignInForm />
          <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>or</Divider>
          <GoogleSignInButton />
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

function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ ...cardSx, maxWidth: 520, mx: 'auto', textAlign: 'center', py: { xs: 5, sm: 6 } }}>
      <Box role="status" aria-live="polite">
        <CircularProgress aria-hidden="true" sx={{ mb: 3 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Card>
  );
}

function SignedIn() {
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

function CheckFailed({ error }: { error: string }) {
  const { session } = useServices();
  return (
    <Card sx={{ ...cardSx, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 2 }}>
        Login
      </Typography>
      <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
        {error}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You are signed in, but we could not load your account. Please try again in a moment.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={() => window.location.reload()} sx={{ borderRadius: pillRadius, px: 3 }}>
          Try again
        </Button>
        <Button
          variant="outlined"
          onClick={() => session.send({ type: 'logout' })}
          sx={{ borderRadius: pillRadius, px: 3 }}
        >
          Log out
        </Button>
      </Box>
    </Card>
  );
}

export default function LoginPage() {
  const { session } = useServices();
  const view = useSelector(session, loginView);
  const user = useSelector(session, (s) => s.context.user);
  const error = useSelector(session, (s) => s.context.error);
  usePageTitle(view === 'register' ? 'Complete your registration' : 'Login');

  return (
    <Box sx={{ background: (theme) => theme.palette.gradient.page }}>
      <Container maxWidth={view === 'signIn' ? 'lg' : 'md'} sx={{ py: { xs: 5, md: 9 } }}>
        {view === 'signIn' && <SignIn />}
        {view === 'checking' && <Waiting title="Signing you in" text="Checking your account…" />}
        {view === 'signingOut' && <Waiting title="Signing you out" text="One moment…" />}
        {view === 'signedIn' && <SignedIn />}
        {view === 'failed' && <CheckFailed error={error ?? ''} />}
        {view === 'register' && user && (
          <Card sx={cardSx}>
            <RegistrationForm key={user.uid} user={user} />
          </Card>
        )}
      </Container>
    </Box>
  );
}
