// The navbar's account control: the profile icon when signed in, the Login button when not, and a
// placeholder of the button's size while the sign-in state is not known yet.
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { Link } from 'wouter';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { ROUTES } from '@domain/routes';
import { useLoginFromHere } from '../hooks/useLoginFromHere';
import { useSignedInUid, useSignInKnown } from '../hooks/useSignInKnown';

const desktopOnly = { xs: 'none', md: 'inline-flex' } as const;

export function AccountButton() {
  const known = useSignInKnown();
  const signedIn = useSignedInUid() !== null;
  const logInFromHere = useLoginFromHere();
  if (!known)
    return (
      <Skeleton
        variant="rounded"
        role="status"
        aria-label={LABELS.checkingSignIn}
        width={72}
        height={36}
        sx={{ display: desktopOnly, ml: 1 }}
      />
    );
  if (signedIn)
    return (
      <IconButton component={Link} href={ROUTES.dashboard.href} aria-label="Profile" sx={{ display: desktopOnly }}>
        <PersonOutlineIcon />
      </IconButton>
    );
  return (
    <Button
      component={Link}
      href={ROUTES.login.href}
      onClick={logInFromHere}
      variant="contained"
      sx={{ display: desktopOnly, ml: 1 }}
    >
      Login
    </Button>
  );
}
