// The last row of a form: the submit button (a spinner while busy) and a short note beside it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { pillRadius } from '@ui/theme/sx';

export function SubmitRow({
  busy,
  label,
  busyLabel,
  buttonRef,
  mt = 3,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  buttonRef?: Ref<HTMLButtonElement>;
  mt?: number;
  /** The note beside the button. */
  children: ReactNode;
}) {
  return (
    <Box sx={{ mt, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        ref={buttonRef}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        sx={{ px: 4, py: 1.4, borderRadius: pillRadius, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {busy ? busyLabel : label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
