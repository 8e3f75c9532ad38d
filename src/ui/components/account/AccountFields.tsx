// The registration fields (full name, email, mobile, date of birth, gender), shared by the
// registration step and the profile. The machine that owns the values also owns the messages.
// Someone who signed in by phone sees that number read-only: it is their registration phone.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef } from 'react';
import { GENDER_LABELS, GENDERS, REGISTRATION_FIELDS, type RegistrationField } from '@domain/account';
import type { FieldErrors } from '@domain/formFields';
import type { RegistrationValues } from '@machines/registrationForm.machine';
import { STICKY_HEADER_CLEARANCE } from '@ui/theme/sx';
import { PersonFields } from '../form/PersonFields';

/** Today as YYYY-MM-DD in local time: the latest date of birth a date picker offers. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A mobile number as the person types it: the +91 is shown beside the field, not in it. */
export function withoutCountryCode(phone: string | null | undefined): string {
  return (phone ?? '').replace(/^\+91/, '');
}

interface AccountFieldsProps {
  values: RegistrationValues;
  errors: FieldErrors<RegistrationField>;
  onChange: (field: RegistrationField, value: string) => void;
  disabled?: boolean;
  /** Bumped on every submit: focus then moves to the first field to fix, if any. */
  submitCount: number;
  /** The number the person signed in with, if they did by phone: shown, not typed. */
  signInPhone?: string | null;
}

export function AccountFields({
  values,
  errors,
  onChange,
  disabled = false,
  submitCount,
  signInPhone = null,
}: AccountFieldsProps) {
  const id = useId();
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
  const genderErrorId = `${id}-gender-error`;

  // After a submit with mistakes, take the person to the first field to fix; its message is
  // read out with it.
  const handledSubmit = useRef(submitCount);
  useEffect(() => {
    if (handledSubmit.current === submitCount) return;
    handledSubmit.current = submitCount;
    const first = REGISTRATION_FIELDS.find((field) => errors[field]);
    if (first) fields.current[first]?.focus();
  }, [errors, submitCount]);

  const field = (name: RegistrationField) => ({
    name,
    // A stored number carries its +91, which the field shows beside the input instead.
    value: name === 'phone' ? withoutCountryCode(values.phone) : values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    required: true,
    fullWidth: true,
    disabled,
    inputRef: (element: HTMLInputElement | null) => {
      fields.current[name] = element;
    },
  });

  return (
    <Grid container spacing={2.5} sx={{ '& input': { scrollMarginTop: STICKY_HEADER_CLEARANCE } }}>
      <PersonFields
        name={field('fullName')}
        email={field('email')}
        phone={field('phone')}
        errors={{ ...errors, name: errors.fullName }}
        national={{ locked: Boolean(signInPhone) }}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('birthDate')}
          label="Date of birth"
          type="date"
          autoComplete="bday"
          helperText={errors.birthDate ?? 'You must be 18 or older to register'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
        />
      </Grid>
      <Grid size={12}>
        <FormControl component="fieldset" error={Boolean(errors.gender)} required disabled={disabled}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            Gender
          </FormLabel>
          <RadioGroup
            row
            name="gender"
            ref={(element: HTMLDivElement | null) => {
              fields.current.gender = element?.querySelector('input') ?? null;
            }}
            value={values.gender}
            onChange={(event) => onChange('gender', event.target.value)}
            aria-describedby={errors.gender ? genderErrorId : undefined}
          >
            {GENDERS.map((gender) => (
              <FormControlLabel
                key={gender}
                value={gender}
                label={GENDER_LABELS[gender]}
                control={<Radio />}
                sx={{ mr: 3 }}
              />
            ))}
          </RadioGroup>
          {errors.gender && <FormHelperText id={genderErrorId}>{errors.gender}</FormHelperText>}
        </FormControl>
      </Grid>
    </Grid>
  );
}
