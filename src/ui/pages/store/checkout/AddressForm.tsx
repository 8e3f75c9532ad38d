// The address form: name, mobile (+91 beside the field), PIN code (which fills the town and state
// below it), town or city, the state or union territory from the list, house and street, area and
// landmark. While it saves, Save is
// aria-disabled rather than disabled, so a failed save leaves the keyboard where it was.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEvent, Ref } from 'react';
import { DEFAULT_COUNTRY_CODE } from '@domain/account';
import { INDIAN_STATES } from '@domain/address';
import type { FieldErrors } from '@domain/formFields';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import type { AddressField, AddressValues } from '@machines/addressBook.machine';
import { withoutCountryCode } from '@ui/components/account/AccountFields';
import { ErrorSummary } from '@ui/components/form/ErrorSummary';
import { StepHeading } from '@ui/components/StepHeading';
import { pillRadius } from '@ui/theme/sx';

interface AddressFormProps {
  title: string;
  values: AddressValues;
  errors: FieldErrors<AddressField>;
  busy: boolean;
  /** The PIN code's town and state are being looked up. */
  findingPlace: boolean;
  canCancel: boolean;
  onChange: (field: AddressField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function AddressForm({
  title,
  values,
  errors,
  busy,
  findingPlace,
  canCancel,
  onChange,
  onSave,
  onCancel,
  headingRef,
}: AddressFormProps) {
  const field = (name: AddressField, label: string, required = true) => ({
    name,
    label,
    required,
    fullWidth: true,
    disabled: busy,
    value: name === 'mobile' ? withoutCountryCode(values.mobile) : values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title}>
      <StepHeading variant="h4" headingRef={headingRef} sx={{ mb: 2 }}>
        {title}
      </StepHeading>
      <ErrorSummary count={Object.keys(errors).length} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('fullName', LABELS.fullName)} autoComplete="shipping name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('mobile', LABELS.mobile)}
            type="tel"
            autoComplete="shipping tel-national"
            helperText={errors.mobile ?? 'For delivery updates'}
            slotProps={{
              htmlInput: { inputMode: 'tel' },
              input: { startAdornment: <InputAdornment position="start">{DEFAULT_COUNTRY_CODE}</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...field('pincode', 'PIN code')}
            autoComplete="shipping postal-code"
            helperText={
              errors.pincode ?? (findingPlace ? 'Finding the town and state…' : 'Fills in the town and state')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('city', 'Town or city')} autoComplete="shipping address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('state', 'State or union territory')} select autoComplete="shipping address-level1">
            {INDIAN_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {state}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField {...field('line1', 'House number and street')} autoComplete="shipping address-line1" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('line2', 'Area or locality', false)} autoComplete="shipping address-line2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('landmark', 'Landmark', false)} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button type="submit" variant="contained" aria-disabled={busy} sx={{ borderRadius: pillRadius, px: 4 }}>
          {busy ? 'Saving…' : 'Save address'}
        </Button>
        {canCancel && (
          <Button onClick={onCancel} disabled={busy} sx={{ borderRadius: pillRadius }}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
