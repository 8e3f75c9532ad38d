// One consultation: doctor, India time, mode, status; the meeting link from 10 minutes before the
// start (the server decides), the clinic's address, the refund made, the doctor's notes and the
// products they recommend; cancel and reschedule while it lies ahead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import { CONSULTATION_RULES } from '@domain/constants';
import { meetsOnline } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { formatRupees } from '@domain/money';
import { consultationStatusLabel } from '@machines/consultationLifecycle';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { RecommendedItems } from './RecommendedItems';

export function ConsultationCard({
  consultation,
  upcoming,
  actions,
}: {
  consultation: Consultation;
  upcoming: boolean;
  actions?: ReactNode;
}) {
  const headingId = `consultation-${consultation._id}`;
  return (
    <SurfaceCard component="li" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography component="h3" id={headingId} sx={{ fontWeight: 700, fontSize: 18 }}>
            {consultation.doctorName}
          </Typography>
          <Typography color="text.secondary">
            {formatIndiaDateTime(consultation.startsAt)} IST · {CONSULTATION_MODE_LABELS[consultation.mode]} ·{' '}
            {formatRupees(consultation.fee)}
          </Typography>
        </Box>
        <Chip label={consultationStatusLabel(consultation.status)} />
      </Stack>
      {consultation.concern && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Your concern: {consultation.concern}
        </Typography>
      )}
      {upcoming && consultation.status === 'booked' && meetsOnline(consultation.mode) && (
        <Box sx={{ mt: 1.5 }}>
          {consultation.meetingLink ? (
            <Button variant="contained" href={consultation.meetingLink} target="_blank" rel="noopener noreferrer">
              Join the consultation
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The meeting link appears here {CONSULTATION_RULES.meetingOpensMinutes} minutes before the start.
            </Typography>
          )}
        </Box>
      )}
      {consultation.mode === 'clinic' && consultation.clinicAddress && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Clinic: {consultation.clinicAddress}
        </Typography>
      )}
      {consultation.refund !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Refunded: {formatRupees(consultation.refund)}
        </Typography>
      )}
      {consultation.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>Doctor’s notes</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{consultation.notes}</Typography>
        </Box>
      )}
      {actions && (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
      {!upcoming && consultation.recommendedItemIds.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <RecommendedItems itemIds={consultation.recommendedItemIds} />
        </Box>
      )}
    </SurfaceCard>
  );
}
