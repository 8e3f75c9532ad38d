// A slim reminder under the navbar while a signed-in account still has to register.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';
import { needsRegistration } from '@ui/hooks/sessionView';
import { useLoginFromHere } from '@ui/hooks/useLoginFromHere';
import { useServices } from '@ui/services/services';

export function RegistrationBanner({ path }: { path: string }) {
  const { session } = useServices();
  const show = useSelector(session, needsRegistration) && path !== ROUTES.login.href;
  const logInFromHere = useLoginFromHere();
  if (!show) return null;
  return (
    <Box
      component="aside"
      aria-label="Registration"
      sx={{
        bgcolor: 'surface.sand',
        borderBottom: 1,
        borderColor: 'surface.border',
        px: 2,
        py: 1.1,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.25,
        fontSize: 15,
        textAlign: 'center',
      }}
    >
      <span>Complete your registration to continue</span>
      <MuiLink
        component={Link}
        href={ROUTES.login.href}
        onClick={logInFromHere}
        underline="always"
        sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        Finish registration <ArrowForwardIcon aria-hidden="true" sx={{ fontSize: 16 }} />
      </MuiLink>
    </Box>
  );
}
