// The registration step on our backend, prefilled from the signed-in account. Once accepted,
// the session takes the person on to where they were going (or the dashboard).
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { REGISTRATION_FIELDS } from '@domain/account';
import { ROUTES } from '@domain/routes';
import type { AuthUser } from '@domain/session';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { useServices } from '@ui/services/services';
import { ErrorSummary } from '../form/ErrorSummary';
import { FormBox } from '../form/FormBox';
import { SubmitRow } from '../form/SubmitRow';
import { AccountFields, withoutCountryCode } from './AccountFields';

export function RegistrationForm({ user }: { user: AuthUser }) {
  const { machines, session } = useServices();
  const [snapshot, send] = useToastingMachine(machines.registrationForm, {
    input: {
      defaults: {
        fullName: user.displayName ?? '',
        email: user.email ?? '',
        phone: withoutCountryCode(user.phoneNumber),
      },
    },
  });
  const [submitCount, setSubmitCount] = useState(0);
  const { values, errors, profile } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const registered = snapshot.matches('registered');

  useEffect(() => {
    if (registered && profile) session.send({ type: 'registered', profile });
  }, [registered, profile, session]);

  const errorCount = REGISTRATION_FIELDS.filter((field) => errors[field]).length;
  const busy = submitting || registered;

  return (
    <FormBox
      titleId="registration-title"
      busy={busy}
      onSubmit={() => {
        setSubmitCount((count) => count + 1);
        send({ type: 'submit' });
      }}
    >
      <Typography variant="h1" id="registration-title" sx={{ mb: 1.5, fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        Complete your registration
      </Typography>
      <Typography sx={{ fontSize: 17, lineHeight: 1.65, color: 'text.secondary', mb: 3.5 }}>
        A few details so our doctors and delivery partners can look after you. All fields are required.
      </Typography>
      <ErrorSummary count={errorCount} />
      <AccountFields
        values={values}
        errors={errors}
        disabled={busy}
        submitCount={submitCount}
        signInPhone={user.phoneNumber}
        onChange={(field, value) => send({ type: 'change', field, value })}
      />
      <SubmitRow busy={busy} label="Complete registration" busyLabel="Creating your account…" mt={3.5}>
        We use your details only to serve you. See our{' '}
        <MuiLink component={Link} href={ROUTES.privacy.href} underline="always">
          Privacy Policy
        </MuiLink>
        .
      </SubmitRow>
    </FormBox>
  );
}
