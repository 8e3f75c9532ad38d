// Login: phone sign-in with a one-time code, or Google; then, for a new account, the
// registration step. A registered user is taken on by the session (to the stored target or
// the dashboard).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { RegistrationForm } from '@ui/components/account/RegistrationForm';
import { LoadingBlock } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { CheckFailed } from './login/CheckFailed';
import { cardSx } from './login/loginCardSx';
import { loginView } from './login/loginView';
import { SignedIn } from './login/SignedIn';
import { SignIn } from './login/SignIn';
import { Waiting } from './login/Waiting';

export default function LoginPage() {
  const { session } = useServices();
  const view = useSelector(session, loginView);
  const user = useSelector(session, (s) => s.context.user);
  const error = useSelector(session, (s) => s.context.error);
  usePageTitle(view === 'register' ? PAGE_TITLES.register : PAGE_TITLES.login);

  return (
    <Box sx={{ background: (theme) => theme.palette.gradient.page }}>
      <Container maxWidth={view === 'signIn' ? 'lg' : 'md'} sx={{ py: { xs: 5, md: 9 } }}>
        {view === 'starting' && <Waiting title="Login" text="Checking your sign-in…" />}
        {view === 'signIn' && <SignIn />}
        {view === 'checking' && <Waiting title="Signing you in" text="Checking your account…" />}
        {view === 'signingOut' && <Waiting title="Signing you out" text="One moment…" />}
        {view === 'signedIn' && <SignedIn />}
        {view === 'failed' && <CheckFailed error={error ?? ''} />}
        {view === 'register' && user && (
          <Card sx={cardSx}>
            <Suspense fallback={<LoadingBlock label="Loading the form" />}>
              <RegistrationForm key={user.uid} user={user} />
            </Suspense>
          </Card>
        )}
      </Container>
    </Box>
  );
}
