// Linking Google to the signed-in account (a popup from the identity provider).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { SITE_MESSAGES } from '@domain/messages/site';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { IconBubble } from '../IconBubble';

export function LinkGoogle() {
  const { machines, session, toaster } = useServices();
  const currentUser = useSelector(session, (s) => s.context.user ?? null);
  const [snapshot, send, actorRef] = useMachine(useLazyMachine(machines.googleAccount));
  const linking = snapshot.matches('linking');
  const { error, user: linkedUser } = snapshot.context;
  const linked = linkedUser !== null && !error && !linking;

  useEffect(() => {
    const subscription = actorRef.on('linked', (event) => {
      session.send({ type: 'user.updated', user: event.user });
      toaster.send({ type: 'show', kind: 'success', text: SITE_MESSAGES.googleLinked });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, session, toaster]);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexGrow: 1 }}>
          <IconBubble tone="sand">
            <GoogleIcon fontSize="small" />
          </IconBubble>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Google</Typography>
            <Typography variant="body2" color="text.secondary">
              {linked
                ? 'Linked: you can sign in with Google too.'
                : 'Sign in with one tap by linking your Google account.'}
            </Typography>
          </Box>
        </Box>
        {linked ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'success.main', fontWeight: 600 }}>
            <CheckCircleIcon fontSize="small" aria-hidden="true" /> Linked
          </Box>
        ) : (
          <Button
            variant="outlined"
            disabled={linking}
            onClick={() => send({ type: 'link', currentUser })}
            startIcon={linking ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
            sx={{
              borderRadius: pillRadius,
              px: 2.5,
              flexShrink: 0,
              whiteSpace: 'nowrap',
              borderColor: 'surface.borderControl',
            }}
          >
            {linking ? 'Waiting for Google…' : 'Link Google account'}
          </Button>
        )}
      </Box>
      <Box role="alert" sx={{ mt: error ? 2 : 0 }}>
        {error && (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
