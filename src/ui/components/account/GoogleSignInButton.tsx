// "Continue with Google": a popup from the identity provider; its message shows when it fails.
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMachine } from '@xstate/react';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';

export function GoogleSignInButton() {
  const { machines } = useServices();
  const [snapshot, send] = useMachine(useLazyMachine(machines.googleAccount));
  const busy = snapshot.matches('signingIn') || snapshot.matches('signedIn');
  const { error } = snapshot.context;
  return (
    <Box>
      <Box role="alert" sx={{ mb: error ? 2 : 0 }}>
        {error && (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        )}
      </Box>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={busy}
        onClick={() => send({ type: 'signIn' })}
        startIcon={
          busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <GoogleIcon aria-hidden="true" />
        }
        sx={{
          borderRadius: pillRadius,
          py: 1.3,
          borderColor: 'surface.borderControl',
          color: 'text.primary',
          bgcolor: 'background.paper',
          '&:hover': { borderColor: 'primary.main', bgcolor: 'surface.hover' },
        }}
      >
        {busy ? 'Waiting for Google…' : 'Continue with Google'}
      </Button>
    </Box>
  );
}
