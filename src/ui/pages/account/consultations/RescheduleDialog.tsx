// Moving a booked consultation to another free slot of the same doctor, at no charge: the next
// 14 days, the free slots of the chosen one, then confirm.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MESSAGES } from '../../../../domain/messages';
import { bookingDates, type Slot } from '../../../../domain/slots';
import { LoadingBlock } from '../../../components/PageState';
import { DayPicker } from '../../../components/slots/DayPicker';
import { SlotPicker } from '../../../components/slots/SlotPicker';

export function RescheduleDialog({
  doctorName,
  date,
  slots,
  chosen,
  loading,
  moving,
  onDay,
  onSlot,
  onConfirm,
  onClose,
}: {
  doctorName: string;
  date: string;
  slots: readonly Slot[];
  chosen: string | null;
  loading: boolean;
  moving: boolean;
  onDay: (date: string) => void;
  onSlot: (startsAt: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [dates] = useState(() => bookingDates(Date.now()));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Reschedule with {doctorName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Choose another free time (India time). You do not pay again.
        </Typography>
        <DayPicker dates={dates} chosen={date} onChoose={onDay} />
        {loading ? (
          <LoadingBlock label="Loading free slots" rows={2} />
        ) : slots.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            {MESSAGES.noSlotsForDay}
          </Typography>
        ) : (
          <SlotPicker slots={slots} chosen={chosen} onChoose={onSlot} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={moving}>
          Close
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={moving}>
          {moving ? 'Moving…' : 'Move my consultation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
