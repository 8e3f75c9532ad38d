// A page part that could not be loaded: a warning with a way to try again (see PageState's
// `Unavailable`, which loads this with the first failure).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function UnavailableAlert({ onRetry, message }: { onRetry: () => void; message: string }) {
  return (
    <Alert
      severity="warning"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
