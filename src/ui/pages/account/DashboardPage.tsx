// Profile: who is signed in, and logging out; a way to log in otherwise.
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../domain/routes';
import { useServices } from '../../app/services';
import { usePageTitle } from '../../hooks/usePageTitle';

const NOT_GIVEN = 'Not added';

export default function DashboardPage() {
  usePageTitle('Your profile');
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>Your profile</Typography>
      <Card sx={{ p: { xs: 3, sm: 4 }, borderRadius: 2, borderColor: '#e7e0cf' }}>
        {user ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
              <Avatar alt="" src={user.photoURL ?? undefined} sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 28 }}>
                {(user.displayName ?? user.email ?? '?').trim().charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>{user.displayName || 'Welcome'}</Typography>
                <Typography variant="body2" color="text.secondary">Signed in</Typography>
              </Box>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, rowGap: { xs: 0.5, sm: 1.5 }, py: 2.5, borderTop: 1, borderBottom: 1, borderColor: '#e7e0cf', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' } }}>
              <dt>Name</dt><dd>{user.displayName || NOT_GIVEN}</dd>
              <dt>Email</dt><dd>{user.email || NOT_GIVEN}</dd>
              <dt>Mobile</dt><dd>{user.phoneNumber || NOT_GIVEN}</dd>
            </Box>
            <Button variant="outlined" startIcon={<LogoutIcon aria-hidden="true" />} disabled={signingOut} sx={{ mt: 3 }}
              onClick={() => session.send({ type: 'logout' })}>
              {signingOut ? 'Logging out…' : 'Log out'}
            </Button>
          </>
        ) : (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Box aria-hidden="true" sx={{ width: 72, height: 72, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#eef3ea', color: 'primary.main' }}>
              <PersonOutlineIcon sx={{ fontSize: 36 }} />
            </Box>
            <Typography component="h2" variant="h3" sx={{ mb: 1 }}>You are not logged in</Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>Log in to see your profile, orders and consultations.</Typography>
            <Button component={Link} href={ROUTES.login} variant="contained" size="large" sx={{ borderRadius: 999, px: 5 }}>Login</Button>
          </Box>
        )}
      </Card>
    </Container>
  );
}
