// The second step of phone sign-in: the 6-digit code, 'Change number' and 'Resend code'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode, RefObject } from 'react';
import { displayPhone } from '@domain/phone';
import { FormBox } from '@ui/components/form/FormBox';
import { pillSx } from './pillSx';

export function CodeForm({
  phone,
  code,
  verifying,
  error,
  errorId,
  errorAlert,
  codeInput,
  canResend,
  coolingDown,
  secondsToResend,
  onVerify,
  onChangeNumber,
  onCodeChange,
  onResend,
}: {
  phone: string;
  code: string;
  verifying: boolean;
  error: string | null;
  errorId: string;
  errorAlert: ReactNode;
  codeInput: RefObject<HTMLInputElement | null>;
  canResend: boolean;
  coolingDown: boolean;
  secondsToResend: number;
  onVerify: () => void;
  onChangeNumber: () => void;
  onCodeChange: (code: string) => void;
  onResend: () => void;
}) {
  return (
    <FormBox titleId="phone-code-title" busy={verifying} onSubmit={onVerify}>
      <Typography component="h2" id="phone-code-title" sx={{ fontWeight: 700, fontSize: 18, mb: 0.5 }}>
        Enter the code
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        We sent a 6-digit code to{' '}
        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
          {displayPhone(phone)}
        </Box>
        .{' '}
        <Button
          variant="text"
          size="small"
          disabled={verifying}
          onClick={onChangeNumber}
          sx={{
            p: 0,
            minWidth: 0,
            verticalAlign: 'baseline',
            fontSize: 'inherit',
            textDecoration: 'underline',
            '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' },
          }}
        >
          Change number
        </Button>
      </Typography>
      {errorAlert}
      <TextField
        id="login-code"
        name="code"
        label="6-digit code"
        fullWidth
        required
        autoComplete="one-time-code"
        value={code}
        disabled={verifying}
        inputRef={codeInput}
        error={Boolean(error)}
        onChange={(event) => onCodeChange(event.target.value)}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: 6,
            'aria-describedby': error ? errorId : undefined,
            sx: { fontSize: 22, letterSpacing: '0.45em', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={verifying}
        sx={{ ...pillSx, mt: 2.5 }}
        startIcon={verifying ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {verifying ? 'Verifying…' : 'Verify'}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Didn’t get it?
        </Typography>
        <Button variant="text" size="small" disabled={!canResend} onClick={onResend}>
          Resend code
        </Button>
        {coolingDown && (
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Resend in {secondsToResend} s
          </Typography>
        )}
      </Box>
    </FormBox>
  );
}
