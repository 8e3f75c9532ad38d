// Above a form: how many fields need correcting, announced when a submit finds mistakes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SITE_MESSAGES } from '@domain/messages/site';

export function ErrorSummary({ count }: { count: number }) {
  return (
    <Box role="alert" sx={{ mb: count ? 2.5 : 0 }}>
      {count > 0 && (
        <Alert severity="error" variant="outlined">
          {SITE_MESSAGES.correctFields(count)}
        </Alert>
      )}
    </Box>
  );
}
