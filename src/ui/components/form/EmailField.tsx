// An email address field: its label, the email keyboard and autofill, no capitals or spelling
// marks forced on the address.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SHARED_MESSAGES } from '@domain/messages/shared';

export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      label={SHARED_MESSAGES.email}
      type="email"
      autoComplete="email"
      {...props}
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
