// Profile: the registered user's details, photo, doctor application, sign-in methods and
// logging out; a way to log in, or to finish registering, otherwise.
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { LoadingBlock } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DashboardNotice } from './dashboard/DashboardNotice';
import { pillButtonSx } from './dashboard/pillButtonSx';
import { Profile } from './dashboard/Profile';
import { useDashboardView } from './dashboard/useDashboardView';

export default function DashboardPage() {
  usePageTitle(PAGE_TITLES.dashboard);
  const { session } = useServices();
  const view = useDashboardView();
  const profile = useSelector(session, (s) => s.context.profile);
  const user = useSelector(session, (s) => s.context.user);
  const error = useSelector(session, (s) => s.context.error);

  return (
    <Container maxWidth={view === 'registered' ? 'lg' : 'sm'} sx={{ py: { xs: 5, md: 8 } }}>
      <Typography
        variant="h1"
        sx={{ mb: view === 'registered' ? 1 : { xs: 3, md: 4 }, textAlign: view === 'registered' ? 'left' : 'center' }}
      >
        {PAGE_TITLES.dashboard}
      </Typography>
      {view === 'registered' && (
        <Typography sx={{ fontSize: 17, color: 'text.secondary', mb: { xs: 3.5, md: 5 } }}>{TEXT.intro}</Typography>
      )}
      {view === 'registered' && profile && user && (
        <Suspense fallback={<LoadingBlock label={TEXT.loadingProfile} />}>
          <Profile key={user.uid} profile={profile} user={user} />
        </Suspense>
      )}
      {(view === 'checking' || view === 'signingOut') && (
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography color="text.secondary">{view === 'checking' ? TEXT.loadingAccount : TEXT.loggingOut}</Typography>
        </Box>
      )}
      {view === 'signedOut' && (
        <DashboardNotice icon={<PersonOutlineIcon />} title={TEXT.signedOut} detail={TEXT.signedOutDetail}>
          <Button
            variant="contained"
            size="large"
            sx={pillButtonSx}
            onClick={() => session.send({ type: 'login.requested', returnTo: ROUTES.dashboard.href })}
          >
            {TEXT.logIn}
          </Button>
        </DashboardNotice>
      )}
      {view === 'unregistered' && (
        <DashboardNotice icon={<HowToRegOutlinedIcon />} title={TEXT.unregistered} detail={TEXT.unregisteredDetail}>
          <Button component={Link} href={ROUTES.login.href} variant="contained" size="large" sx={pillButtonSx}>
            {TEXT.completeRegistration}
          </Button>
        </DashboardNotice>
      )}
      {view === 'unavailable' && (
        <DashboardNotice icon={<PersonOutlineIcon />} title={TEXT.unavailable}>
          {error && (
            <Alert severity="error" variant="outlined" sx={{ mb: 3, textAlign: 'left' }}>
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" sx={pillButtonSx} onClick={() => window.location.reload()}>
              {CHECKOUT_MESSAGES.tryAgain}
            </Button>
            <Button variant="outlined" sx={pillButtonSx} onClick={() => session.send({ type: 'logout' })}>
              {TEXT.logOut}
            </Button>
          </Box>
        </DashboardNotice>
      )}
    </Container>
  );
}
