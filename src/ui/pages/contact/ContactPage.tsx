// Contact Us: how to reach support, and the contact form (its machine validates and sends).
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CONTACT_FIELDS, CONTACT_MESSAGE_LIMITS, type ContactField } from '../../../domain/contact';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { IconBubble } from '../../components/IconBubble';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';

const SUPPORT = {
  email: 'support@ojas.example',
  phone: '+91 80 4000 0000',
  phoneHref: 'tel:+918040000000',
  hours: 'Mon–Sat, 9:00–19:00 IST',
} as const;

function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <IconBubble size={44}>{icon}</IconBubble>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{children}</Typography>
      </Box>
    </Box>
  );
}

/** Where to go for medical questions; shown beside the form on wide screens, after it on phones. */
function MedicalAdvice({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ mt: 4, p: 2.5, borderRadius: 1.5, bgcolor: 'surface.sand' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Looking for medical advice?</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Our care team cannot advise on treatment. For that, book a consultation with one of our verified Ayurvedic
        doctors.
      </Typography>
      <MuiLink component={Link} href={ROUTES.doctors.href} sx={{ fontWeight: 600 }}>
        Find a doctor
      </MuiLink>
    </Box>
  );
}

function ContactForm() {
  const { machines } = useServices();
  const [snapshot, send, actorRef] = useMachine(machines.contactForm);
  useToastEmitter(actorRef);
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

  if (sent) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
        <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main', mb: 2 }} />
        <Typography component="h2" variant="h3" ref={successHeading} tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
          Message sent
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 420, mx: 'auto' }}>
          {PRODUCT_MESSAGES.contactSent}
        </Typography>
        <Button variant="outlined" onClick={() => send({ type: 'writeAnother' })}>
          Send another message
        </Button>
      </Box>
    );
  }

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
    <Box
      component="form"
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={sending}
      // Fields focused after a failed submit stay clear of the sticky navbar.
      sx={{ '& input, & textarea': { scrollMarginTop: 120 } }}
      onSubmit={(event) => {
        event.preventDefault();
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
      <Box role="alert" sx={{ mb: errorCount ? 2.5 : 0 }}>
        {errorCount > 0 && (
          <Alert severity="error" variant="outlined">
            {PRODUCT_MESSAGES.correctFields(errorCount)}
          </Alert>
        )}
      </Box>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label="Full name" autoComplete="name" helperText={errors.name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('email')}
            label="Email address"
            type="email"
            autoComplete="email"
            helperText={errors.email ?? 'We reply to this address.'}
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('phone')}
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            helperText={errors.phone ?? '10-digit Indian mobile number'}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Grid>
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
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          ref={submitButton}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ px: 4, py: 1.4, borderRadius: pillRadius, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {sending ? 'Sending…' : 'Send message'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          We use your details only to answer you. See our{' '}
          <MuiLink component={Link} href={ROUTES.privacy.href} underline="always">
            Privacy Policy
          </MuiLink>
          .
        </Typography>
      </Box>
    </Box>
  );
}

export default function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Contact Us
          </Typography>
          <Typography sx={{ fontSize: 18, lineHeight: 1.65, color: 'text.secondary', mb: 4 }}>
            Questions about an order, a product or a consultation? Our care team is happy to help, and replies within
            one business day.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
            <ContactDetail icon={<MailOutlineIcon />} label="Email">
              <MuiLink href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</MuiLink>
            </ContactDetail>
            <ContactDetail icon={<PhoneOutlinedIcon />} label="Phone">
              <MuiLink href={SUPPORT.phoneHref}>{SUPPORT.phone}</MuiLink>
            </ContactDetail>
            <ContactDetail icon={<ScheduleOutlinedIcon />} label="Support hours">
              {SUPPORT.hours}
            </ContactDetail>
          </Box>
          <MedicalAdvice sx={{ display: { xs: 'none', md: 'block' } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2, borderColor: 'surface.border' }}>
            <ContactForm />
          </Card>
          <MedicalAdvice sx={{ display: { md: 'none' } }} />
        </Grid>
      </Grid>
    </Container>
  );
}
