// Cancelling a consultation after the patient confirms, told first what the refund policy gives
// back now (the same rule the server applies, in the policy's words).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { cancellationTerms } from '../../../../domain/consultation';
import type { Consultation } from '../../../../domain/contract/consultations';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../../domain/money';
import { pillRadius } from '../../../theme/sx';

export function CancelConsultation({
  consultation,
  busy,
  onCancel,
}: {
  consultation: Consultation;
  busy: boolean;
  onCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [terms, setTerms] = useState<ReturnType<typeof cancellationTerms> | null>(null);
  const titleId = useId();
  const ask = () => {
    setTerms(
      cancellationTerms({
        pricePaise: rupeesToPaise(consultation.fee),
        startsAt: Date.parse(consultation.startsAt),
        now: Date.now(),
      }),
    );
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" color="error" disabled={busy} onClick={ask} sx={{ borderRadius: pillRadius }}>
        {busy ? 'Cancelling…' : 'Cancel'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Cancel this consultation?</DialogTitle>
        <DialogContent>
          {terms && consultation.status === 'booked' && (
            <DialogContentText>
              {terms.policy} Refund now: {formatRupees(paiseToRupees(terms.refundPaise))}.
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onCancel();
            }}
          >
            Cancel consultation
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
