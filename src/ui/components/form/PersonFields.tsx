// A person's full name, email address and mobile number, two a row on a wide screen: their labels,
// the keyboards and autofill they need, and below each its error or else its hint. The
// registration, the profile and the contact form show them; the form's machine owns the values
// and the errors.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DEFAULT_COUNTRY_CODE } from '@domain/account';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';

/** What the form binds to one field (name, value, onChange, error flag, inputRef, …). */
type FieldBinding = Omit<TextFieldProps, 'label' | 'type' | 'helperText' | 'slotProps' | 'autoComplete'>;

interface PersonFieldsProps {
  name: FieldBinding;
  email: FieldBinding;
  phone: FieldBinding;
  errors: { name?: string | undefined; email?: string | undefined; phone?: string | undefined };
  emailHint?: string;
  /**
   * The account forms: the number is typed without its +91, which stands beside the field.
   * `locked`: the number is the one the person signed in with, shown read-only.
   */
  national?: { locked: boolean };
}

export function PersonFields({ name, email, phone, errors, emailHint, national }: PersonFieldsProps) {
  const locked = national?.locked ?? false;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...name} label={LABELS.fullName} autoComplete="name" helperText={errors.name} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...email}
          label={LABELS.email}
          type="email"
          autoComplete="email"
          helperText={errors.email ?? emailHint}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...phone}
          label={LABELS.mobile}
          type="tel"
          autoComplete={national ? 'tel-national' : 'tel'}
          helperText={errors.phone ?? (locked ? LABELS.signInMobileHint : LABELS.mobileHint)}
          slotProps={{
            htmlInput: { inputMode: 'tel', readOnly: locked },
            input: national && {
              startAdornment: <InputAdornment position="start">{DEFAULT_COUNTRY_CODE}</InputAdornment>,
              // A lock says the field cannot be changed; the helper text says why.
              endAdornment: locked ? (
                <InputAdornment position="end">
                  <LockOutlinedIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Grid>
    </>
  );
}
