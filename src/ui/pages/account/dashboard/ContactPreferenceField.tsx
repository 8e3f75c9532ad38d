// How the user wants to hear from us, in the details form and saved with it: email, text message
// or no reminders; email only when the profile has an address, and without one the field says so.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  CONTACT_PREFERENCES,
  contactPreferenceChoices,
  shownContactPreference,
  type ContactPreference,
} from '@domain/contactPreferences';
import { CONTACT_PREFERENCE_MESSAGES as TEXT } from '@domain/messages/contactPreference';

const isPreference = (value: string): value is ContactPreference =>
  (CONTACT_PREFERENCES as readonly string[]).includes(value);

export function ContactPreferenceField({
  value,
  hasEmail,
  disabled,
  onChange,
}: {
  value: ContactPreference;
  hasEmail: boolean;
  disabled: boolean;
  onChange: (preference: ContactPreference) => void;
}) {
  const reachable = { email: hasEmail };
  const helpId = 'contact-preference-help';
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mt: 3 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {TEXT.legend}
      </FormLabel>
      <RadioGroup
        row
        name="contactPreference"
        value={shownContactPreference(value, reachable)}
        onChange={(event) => {
          if (isPreference(event.target.value)) onChange(event.target.value);
        }}
        aria-describedby={helpId}
      >
        {contactPreferenceChoices(reachable).map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            label={TEXT.labels[choice]}
            control={<Radio />}
            sx={{ mr: 3 }}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {hasEmail ? TEXT.transactional : `${TEXT.noEmail} ${TEXT.transactional}`}
      </FormHelperText>
    </FormControl>
  );
}
