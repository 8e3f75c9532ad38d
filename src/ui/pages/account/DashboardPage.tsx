// Profile: the registered user's details, photo, doctor application, sign-in methods and
// logging out; a way to log in, or to finish registering, otherwise.
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { REGISTRATION_FIELDS, type UserProfile } from '../../../domain/account';
import { isDoctorName } from '../../../domain/doctor';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import type { AuthUser } from '../../../domain/session';
import { normalizeIndianPhone } from '../../../domain/validation';
import { AccountFields } from '../../components/account/AccountFields';
import { LinkGoogle } from '../../components/account/LinkGoogle';
import { ProfilePhoto } from '../../components/account/ProfilePhoto';
import { isCheckingAccount, needsRegistration, type SessionSnapshot } from '../../components/account/sessionView';
import { IconBubble } from '../../components/IconBubble';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { useServices } from '../../services/services';
import { pillRadius, headingFont } from '../../theme/sx';

const cardSx = { p: { xs: 2.5, sm: 4 }, borderRadius: 2, borderColor: 'surface.border' } as const;
const pillSx = { borderRadius: pillRadius, px: 4, py: 1.2, whiteSpace: 'nowrap' } as const;

type DashboardView = 'signedOut' | 'checking' | 'signingOut' | 'unregistered' | 'registered' | 'unavailable';

function dashboardView(snapshot: SessionSnapshot): DashboardView {
  if (isCheckingAccount(snapshot)) return 'checking';
  if (needsRegistration(snapshot)) return 'unregistered';
  if (snapshot.matches({ signedIn: 'ready' }))
    return snapshot.context.registered && snapshot.context.profile ? 'registered' : 'unavailable';
  if (snapshot.matches('signingOut') || snapshot.matches('forcedLogout')) return 'signingOut';
  return 'signedOut';
}

/** +91 98450 12345 */
function displayPhone(phone: string): string {
  const e164 = normalizeIndianPhone(phone);
  return e164 ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : phone;
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ ...cardSx, maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 4, sm: 5 } }}>
      <IconBubble size={72} iconSize={36} sx={{ mx: 'auto', mb: 2 }}>
        {icon}
      </IconBubble>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={cardSx}>
      <Typography component="h2" variant="h3" id={id} sx={{ mb: subtitle ? 0.5 : 2.5 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Card>
  );
}

function Profile({ profile, user }: { profile: UserProfile; user: AuthUser }) {
  const { machines, session } = useServices();
  const [snapshot, send, actorRef] = useMachine(machines.profile, {
    input: { profile, displayName: user.displayName },
  });
  useToastEmitter(actorRef);
  useEffect(() => {
    const saved = actorRef.on('profile.saved', (event) =>
      session.send({ type: 'profile.updated', profile: event.profile }),
    );
    const renamed = actorRef.on('user.updated', (event) => session.send({ type: 'user.updated', user: event.user }));
    return () => {
      saved.unsubscribe();
      renamed.unsubscribe();
    };
  }, [actorRef, session]);

  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  const [submitCount, setSubmitCount] = useState(0);
  const { values, errors, photoKey } = snapshot.context;
  const editing = snapshot.matches('editing');
  const saving = snapshot.matches('saving');
  const uploading = snapshot.matches('uploading');
  const becomingDoctor = snapshot.matches('becomingDoctor');
  const applicant = isDoctorName(user.displayName);
  const errorCount = REGISTRATION_FIELDS.filter((field) => errors[field]).length;

  return (
    <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card
          component="section"
          aria-label="Account summary"
          sx={{ ...cardSx, textAlign: 'center', position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <ProfilePhoto
            name={profile.fullName}
            photoKey={photoKey}
            uploading={uploading}
            disabled={!editing}
            onSelect={(file) => send({ type: 'photo.selected', file })}
          />
          <Typography
            sx={{
              mt: 2.5,
              fontFamily: headingFont,
              fontWeight: 700,
              fontSize: 22,
              overflowWrap: 'anywhere',
            }}
          >
            {profile.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {displayPhone(profile.phone)}
          </Typography>
          {applicant && (
            <Chip label="Doctor applicant" size="small" sx={{ mt: 1.5, bgcolor: 'surface.sand', fontWeight: 600 }} />
          )}
          <Divider sx={{ my: 3, borderColor: 'surface.divider' }} />
          <Button
            variant="text"
            color="inherit"
            startIcon={<LogoutIcon aria-hidden="true" />}
            disabled={signingOut}
            onClick={() => session.send({ type: 'logout' })}
            sx={{ color: 'text.secondary' }}
          >
            {signingOut ? 'Logging out…' : 'Log out'}
          </Button>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}>
        <Section
          id="details-title"
          title="Personal details"
          subtitle="Keep these up to date for orders and consultations."
        >
          <Box
            component="form"
            noValidate
            aria-labelledby="details-title"
            aria-busy={saving}
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitCount((count) => count + 1);
              send({ type: 'save' });
            }}
          >
            <Box role="alert" sx={{ mb: errorCount ? 2.5 : 0 }}>
              {errorCount > 0 && (
                <Alert severity="error" variant="outlined">
                  {PRODUCT_MESSAGES.correctFields(errorCount)}
                </Alert>
              )}
            </Box>
            <AccountFields
              values={values}
              errors={errors}
              disabled={!editing}
              submitCount={submitCount}
              onChange={(field, value) => send({ type: 'change', field, value })}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!editing}
              sx={{ ...pillSx, mt: 3.5 }}
              startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            >
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
          </Box>
        </Section>

        <Section id="sign-in-title" title="Sign-in methods">
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2.5 }}>
            <IconBubble>
              <PhoneIphoneOutlinedIcon fontSize="small" />
            </IconBubble>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>Mobile number</Typography>
              <Typography variant="body2" color="text.secondary">
                {user.phoneNumber ? displayPhone(user.phoneNumber) : 'Not used for sign-in'}
              </Typography>
            </Box>
          </Box>
          <Divider sx={{ mb: 2.5, borderColor: 'surface.divider' }} />
          <LinkGoogle />
        </Section>

        <Section id="doctor-title" title="Become a doctor">
          {applicant ? (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <HowToRegOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>You are listed as a doctor applicant</Typography>
                <Typography variant="body2" color="text.secondary">
                  We verify your registration before you appear in consultations. We will be in touch.
                </Typography>
              </Box>
            </Box>
          ) : (
            <Box
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}
            >
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                Are you a registered Ayurvedic practitioner? Apply to offer consultations on Ojas. Every application is
                verified.
              </Typography>
              <Button
                variant="outlined"
                disabled={!editing}
                onClick={() => send({ type: 'becomeDoctor' })}
                startIcon={
                  becomingDoctor ? (
                    <CircularProgress size={16} color="inherit" aria-hidden="true" />
                  ) : (
                    <LocalHospitalOutlinedIcon aria-hidden="true" />
                  )
                }
                sx={{ ...pillSx, px: 3, flexShrink: 0, borderColor: 'surface.borderControl' }}
              >
                {becomingDoctor ? 'Applying…' : 'Apply as a doctor'}
              </Button>
            </Box>
          )}
        </Section>
      </Grid>
    </Grid>
  );
}

export default function DashboardPage() {
  usePageTitle('Your profile');
  const { session } = useServices();
  const view = useSelector(session, dashboardView);
  const profile = useSelector(session, (s) => s.context.profile);
  const user = useSelector(session, (s) => s.context.user);
  const error = useSelector(session, (s) => s.context.error);

  return (
    <Container maxWidth={view === 'registered' ? 'lg' : 'sm'} sx={{ py: { xs: 5, md: 8 } }}>
      <Typography
        variant="h1"
        sx={{ mb: view === 'registered' ? 1 : { xs: 3, md: 4 }, textAlign: view === 'registered' ? 'left' : 'center' }}
      >
        Your profile
      </Typography>
      {view === 'registered' && (
        <Typography sx={{ fontSize: 17, color: 'text.secondary', mb: { xs: 3.5, md: 5 } }}>
          Your details, photo and how you sign in.
        </Typography>
      )}
      {view === 'registered' && profile && user && <Profile key={user.uid} profile={profile} user={user} />}
      {(view === 'checking' || view === 'signingOut') && (
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography color="text.secondary">
            {view === 'checking' ? 'Loading your account…' : 'Logging out…'}
          </Typography>
        </Box>
      )}
      {view === 'signedOut' && (
        <Notice icon={<PersonOutlineIcon />} title="You are not logged in">
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Log in to see your profile, orders and consultations.
          </Typography>
          <Button
            variant="contained"
            size="large"
            sx={pillSx}
            onClick={() => session.send({ type: 'login.requested', returnTo: ROUTES.dashboard.href })}
          >
            Log in
          </Button>
        </Notice>
      )}
      {view === 'unregistered' && (
        <Notice icon={<HowToRegOutlinedIcon />} title="Finish your registration">
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            You are signed in. Add a few details to complete your account and see your profile.
          </Typography>
          <Button component={Link} href={ROUTES.login.href} variant="contained" size="large" sx={pillSx}>
            Complete registration
          </Button>
        </Notice>
      )}
      {view === 'unavailable' && (
        <Notice icon={<PersonOutlineIcon />} title="We could not load your account">
          {error && (
            <Alert severity="error" variant="outlined" sx={{ mb: 3, textAlign: 'left' }}>
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" sx={pillSx} onClick={() => window.location.reload()}>
              Try again
            </Button>
            <Button variant="outlined" sx={pillSx} onClick={() => session.send({ type: 'logout' })}>
              Log out
            </Button>
          </Box>
        </Notice>
      )}
    </Container>
  );
}
