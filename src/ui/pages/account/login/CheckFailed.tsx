// The registration check failed: the error, and what to do.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { cardSx } from './loginCardSx';

export function CheckFailed({ error }: { error: string }) {
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
