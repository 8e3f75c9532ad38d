// What the patient sees once the consultation is paid for: when, how, and where to find it.
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import type { Consultation } from '@domain/contract/consultations';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { ROUTES } from '@domain/routes';

export function BookingConfirmed({ consultation }: { consultation: Consultation }) {
  return (
    <Alert severity="success" icon={<CheckCircleOutlinedIcon aria-hidden="true" />} role="status">
      <Typography sx={{ fontWeight: 700 }}>{COMMON_MESSAGES.consultationBooked}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {consultation.doctorName} · {formatIndiaDateTime(consultation.startsAt)} IST ·{' '}
        {CONSULTATION_MODE_LABELS[consultation.mode]}
      </Typography>
      <Button component={Link} href={ROUTES.consultations.href} variant="outlined" size="small" sx={{ mt: 1.5 }}>
        See my consultations
      </Button>
    </Alert>
  );
}
