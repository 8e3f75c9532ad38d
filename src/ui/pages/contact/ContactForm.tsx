// The contact form: its machine validates and sends; focus follows what happened.
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CONTACT_FIELDS, CONTACT_MESSAGE_LIMITS, type ContactField } from '@domain/contact';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { ROUTES } from '@domain/routes';
import { ErrorSummary } from '@ui/components/form/ErrorSummary';
import { FormBox } from '@ui/components/form/FormBox';
import { PersonFields } from '@ui/components/form/PersonFields';
import { SubmitRow } from '@ui/components/form/SubmitRow';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { useServices } from '@ui/services/services';
import { STICKY_HEADER_CLEARANCE } from '@ui/theme/sx';
import { MessageSent } from './MessageSent';

export function ContactForm() {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.contactForm);
  const { values, errors } = snapshot.context;
  const sending = snapshot.matches('sending');
  const sent = snapshot.matches('sent');

  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);
  const focusFirstError = useRef(false);
  const wasSent = useRef(false);
  const wasSending = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  // After a submit with mistakes, take the person to the first field to fix; its message is
  // read out with it. After sending, focus moves to the confirmation; after "send another",
  // back to the first field.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) fields.current[first]?.focus();
  }, [errors]);
  useEffect(() => {
    if (sent) successHeading.current?.focus();
    else if (wasSent.current) fields.current.name?.focus();
    wasSent.current = sent;
  }, [sent]);
  // A failed send brings the form back: focus returns to the button the person pressed.
  useEffect(() => {
    if (wasSending.current && !sending && !sent) submitButton.current?.focus();
    wasSending.current = sending;
  }, [sending, sent]);

  if (sent) return <MessageSent headingRef={successHeading} onWriteAnother={() => send({ type: 'writeAnother' })} />;

  const errorCount = CONTACT_FIELDS.filter((field) => errors[field]).length;
  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'change', field: name, value: event.target.value }),
    error: Boolean(errors[name]),
    required: true,
    fullWidth: true,
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element;
    },
  });

  return (
    <FormBox
      titleId="contact-form-title"
      busy={sending}
      // Fields focused after a failed submit stay clear of the sticky navbar.
      sx={{ '& input, & textarea': { scrollMarginTop: STICKY_HEADER_CLEARANCE } }}
      onSubmit={() => {
        focusFirstError.current = true;
        send({ type: 'submit' });
      }}
    >
      <Typography component="h2" variant="h3" id="contact-form-title" sx={{ mb: 0.5 }}>
        Send us a message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        All fields are required.
      </Typography>
      <ErrorSummary count={errorCount} />
      <Grid container spacing={2.5}>
        <PersonFields
          name={field('name')}
          email={field('email')}
          phone={field('phone')}
          errors={errors}
          emailHint={LABELS.replyEmailHint}
        />
        <Grid size={12}>
          <TextField
            {...field('message')}
            label="How can we help?"
            multiline
            minRows={5}
            helperText={errors.message ?? `${values.message.length} / ${CONTACT_MESSAGE_LIMITS.max} characters`}
            slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_LIMITS.max } }}
          />
        </Grid>
      </Grid>
      <SubmitRow busy={sending} label="Send message" busyLabel="Sending…" buttonRef={submitButton}>
        We use your details only to answer you. See our{' '}
        <MuiLink component={Link} href={ROUTES.privacy.href} underline="always">
          Privacy Policy
        </MuiLink>
        .
      </SubmitRow>
    </FormBox>
  );
}
