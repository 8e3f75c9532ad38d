// One doctor application: the applicant's name, phone and email, when they applied, its status
// (with the reason when rejected), and for a pending one Verify, or Reject with a reason the
// applicant reads on their profile.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { OpsDoctorApplication } from '@domain/contract/ops';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { rejectionRequest, type ApplicationDecision } from '@domain/ops';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { pillRadius } from '@ui/theme/sx';

const STATUS_COLOUR = { pending: 'warning', verified: 'success', rejected: 'default' } as const;

export function ApplicationRow({
  application,
  busy,
  onDecide,
}: {
  application: OpsDoctorApplication;
  busy: boolean;
  onDecide: (decision: ApplicationDecision) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { applicant } = application;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = rejectionRequest(reason);
    if (!request.ok) return setError(request.error);
    setError(undefined);
    onDecide({ kind: 'reject', reason: request.reason });
  };
  return (
    <SurfaceCard component="li" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{applicant.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {applicant.phone} · {applicant.email}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOUR[application.status]}
          label={TEXT.applicationStatus[application.status]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {TEXT.appliedOn(formatIndiaDateTime(application.createdAt))}
        {application.decidedAt && ` · ${TEXT.decidedOn(formatIndiaDateTime(application.decidedAt))}`}
      </Typography>
      {application.reason && <Typography variant="body2">{TEXT.rejectedBecause(application.reason)}</Typography>}
      {application.status === 'pending' && (
        <Box
          component="form"
          aria-label={TEXT.decideForm(applicant.name)}
          noValidate
          onSubmit={reject}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Button
            variant="contained"
            aria-disabled={busy}
            onClick={() => !busy && onDecide({ kind: 'verify' })}
            sx={{ borderRadius: pillRadius, mt: 0.25 }}
          >
            {TEXT.verify}
          </Button>
          <TextField
            label={TEXT.rejectReason}
            size="small"
            value={reason}
            error={error !== undefined}
            helperText={error}
            onChange={(event) => setReason(event.target.value)}
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="outlined" aria-disabled={busy} sx={{ borderRadius: pillRadius, mt: 0.25 }}>
            {TEXT.reject}
          </Button>
        </Box>
      )}
    </SurfaceCard>
  );
}
