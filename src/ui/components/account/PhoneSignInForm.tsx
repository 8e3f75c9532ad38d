// Phone sign-in: the mobile number, then the 6-digit code (its machine sends, verifies and
// counts down to "Resend code"). The invisible reCAPTCHA lives in the empty container below.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { DEFAULT_COUNTRY_CODE } from '@domain/account';
import { RECAPTCHA_CONTAINER_ID } from '@domain/constants';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useServices } from '@ui/services/services';
import { FormBox } from '../form/FormBox';
import { CodeForm } from './phone/CodeForm';
import { pillSx } from './phone/pillSx';

export function PhoneSignInForm() {
  const { machines } = useServices();
  const [snapshot, send] = useMachine(useLazyMachine(machines.phoneSignIn));
  const { phone, code, error, secondsToResend } = snapshot.context;
  const enteringPhone = snapshot.matches('enteringPhone');
  const sendingCode = snapshot.matches('sendingCode');
  const awaitingCode = snapshot.matches('awaitingCode');
  const verifying = snapshot.matches('verifying');
  const canResend = snapshot.matches({ awaitingCode: 'canResend' });
  const coolingDown = snapshot.matches({ awaitingCode: 'coolingDown' });
  const signedIn = snapshot.matches('signedIn');
  const codeStep = awaitingCode || verifying;

  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // Focus follows the step: the code field once a code is on its way, the number after
  // "Change number" or when the number was refused.
  const wasCodeStep = useRef(false);
  useEffect(() => {
    if (codeStep && !wasCodeStep.current) codeInput.current?.focus();
    if (!codeStep && wasCodeStep.current) phoneInput.current?.focus();
    wasCodeStep.current = codeStep;
  }, [codeStep]);
  useEffect(() => {
    if (error && enteringPhone) phoneInput.current?.focus();
    if (error && awaitingCode) codeInput.current?.focus();
  }, [error, enteringPhone, awaitingCode]);

  const errorId = 'phone-sign-in-error';
  const errorAlert = (
    <Box role="alert" id={errorId} sx={{ mb: error ? 2.5 : 0 }}>
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
    </Box>
  );

  return (
    <Box>
      {/* The invisible reCAPTCHA widget renders here while the phone form shows. */}
      <div id={RECAPTCHA_CONTAINER_ID} />
      {signedIn ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={22} aria-hidden="true" />
          <Typography>Signing you in…</Typography>
        </Box>
      ) : !codeStep ? (
        <FormBox titleId="phone-sign-in-title" busy={sendingCode} onSubmit={() => send({ type: 'send' })}>
          <Typography component="h2" id="phone-sign-in-title" sx={{ fontWeight: 700, fontSize: 18, mb: 0.5 }}>
            Sign in with your phone
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            We will send a one-time code by SMS. No password needed.
          </Typography>
          {errorAlert}
          <TextField
            id="login-phone"
            name="phone"
            label={LABELS.mobile}
            type="tel"
            autoComplete="tel-national"
            fullWidth
            required
            value={phone}
            disabled={sendingCode}
            inputRef={phoneInput}
            error={Boolean(error)}
            onChange={(event) => send({ type: 'phone.change', phone: event.target.value })}
            helperText="10-digit Indian mobile number"
            slotProps={{
              htmlInput: {
                inputMode: 'tel',
                maxLength: 16,
                'aria-describedby': error ? `login-phone-helper-text ${errorId}` : 'login-phone-helper-text',
              },
              input: { startAdornment: <InputAdornment position="start">{DEFAULT_COUNTRY_CODE}</InputAdornment> },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={sendingCode}
            sx={{ ...pillSx, mt: 2.5 }}
            startIcon={sendingCode ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {sendingCode ? 'Sending code…' : 'Send code'}
          </Button>
        </FormBox>
      ) : (
        <CodeForm
          phone={phone}
          code={code}
          verifying={verifying}
          error={error}
          errorId={errorId}
          errorAlert={errorAlert}
          codeInput={codeInput}
          canResend={canResend}
          coolingDown={coolingDown}
          secondsToResend={secondsToResend}
          onVerify={() => send({ type: 'verify' })}
          onChangeNumber={() => send({ type: 'changeNumber' })}
          onCodeChange={(next) => send({ type: 'code.change', code: next })}
          onResend={() => send({ type: 'resend' })}
        />
      )}
    </Box>
  );
}
