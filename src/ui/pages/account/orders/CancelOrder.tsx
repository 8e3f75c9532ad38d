// Cancelling an order before it ships, after the shopper confirms; a paid order says it will be refunded.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout';
import { pillRadius } from '../../../theme/sx';

export function CancelOrder({ paid, busy, onCancel }: { paid: boolean; busy: boolean; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => setOpen(true)}
        sx={{ borderRadius: pillRadius }}
      >
        {busy ? 'Cancelling…' : 'Cancel order'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {paid ? CHECKOUT_MESSAGES.cancelWillRefund : CHECKOUT_MESSAGES.cancelCod}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep the order</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onCancel();
            }}
          >
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
