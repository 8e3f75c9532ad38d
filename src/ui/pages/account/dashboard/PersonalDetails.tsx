// The profile's details form: the registration fields and the contact preference, saved together.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { REGISTRATION_FIELDS } from '@domain/account';
import type { ContactPreference } from '@domain/contactPreferences';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { AccountFields } from '@ui/components/account/AccountFields';
import { ErrorSummary } from '@ui/components/form/ErrorSummary';
import { FormBox } from '@ui/components/form/FormBox';
import { ContactPreferenceField } from './ContactPreferenceField';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

type FieldProps = ComponentProps<typeof AccountFields>;

export function PersonalDetails({
  values,
  errors,
  signInPhone,
  editing,
  saving,
  contactPreference,
  hasEmail,
  onChange,
  onPreference,
  onSave,
}: Pick<FieldProps, 'values' | 'errors' | 'onChange' | 'signInPhone'> & {
  editing: boolean;
  saving: boolean;
  contactPreference: ContactPreference;
  /** Whether the saved profile has an email address. */
  hasEmail: boolean;
  onPreference: (preference: ContactPreference) => void;
  onSave: () => void;
}) {
  const [submitCount, setSubmitCount] = useState(0);
  const errorCount = REGISTRATION_FIELDS.filter((field) => errors[field]).length;
  return (
    <DashboardSection id="details-title" title={TEXT.details} subtitle={TEXT.detailsSubtitle}>
      <FormBox
        titleId="details-title"
        busy={saving}
        onSubmit={() => {
          setSubmitCount((count) => count + 1);
          onSave();
        }}
      >
        <ErrorSummary count={errorCount} />
        <AccountFields
          values={values}
          errors={errors}
          disabled={!editing}
          submitCount={submitCount}
          signInPhone={signInPhone}
          onChange={onChange}
        />
        <ContactPreferenceField
          value={contactPreference}
          hasEmail={hasEmail}
          disabled={!editing}
          onChange={onPreference}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!editing}
          sx={{ ...pillButtonSx, mt: 3.5 }}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {saving ? TEXT.saving : TEXT.saveChanges}
        </Button>
      </FormBox>
    </DashboardSection>
  );
}
