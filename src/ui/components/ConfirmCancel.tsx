// A cancel button that asks first: the dialog says what cancelling means now and offers to keep
// the thing or cancel it. Orders and consultations both use it, each with its own words.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { pillRadius } from '../theme/sx';

export interface CancelWording {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  keepLabel: string;
  confirmLabel: string;
}

export function ConfirmCancel({
  wording,
  explain,
  busy,
  onCancel,
}: {
  wording: CancelWording;
  /** What cancelling means, worked out when the dialog opens (a refund depends on the time); null says nothing. */
  explain: () => string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const [explanation, setExplanation] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const ask = () => {
    setExplanation(explain());
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" color="error" disabled={busy} onClick={ask} sx={{ borderRadius: pillRadius }}>
        {busy ? 'Cancelling…' : wording.label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{wording.title}</DialogTitle>
        <DialogContent>{explanation && <DialogContentText>{explanation}</DialogContentText>}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{wording.keepLabel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onCancel();
            }}
          >
            {wording.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
