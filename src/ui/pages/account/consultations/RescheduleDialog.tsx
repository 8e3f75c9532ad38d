// Moving a booked consultation to another free slot of the same doctor, at no charge: the next
// 14 days, the free slots of the chosen one (a full day offers the next one with a free slot; a
// day whose slots could not be loaded says so with a retry, as the booking panel does), then
// confirm.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { bookingDates, type Slot } from '@domain/slots';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { DayPicker } from '@ui/components/slots/DayPicker';
import { NoSlotsForDay } from '@ui/components/slots/NoSlotsForDay';
import { SlotPicker } from '@ui/components/slots/SlotPicker';

export function RescheduleDialog({
  doctorName,
  date,
  slots,
  nextFreeDate,
  chosen,
  loading,
  failed,
  moving,
  onDay,
  onRetry,
  onSlot,
  onConfirm,
  onClose,
}: {
  doctorName: string;
  date: string;
  slots: readonly Slot[];
  /** On a day without free slots: the next later day with one, once found. */
  nextFreeDate: string | null;
  chosen: string | null;
  loading: boolean;
  /** The chosen day's slots could not be loaded. */
  failed: boolean;
  moving: boolean;
  onDay: (date: string) => void;
  onRetry: () => void;
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
        ) : failed ? (
          <Unavailable onRetry={onRetry} />
        ) : slots.length === 0 ? (
          <NoSlotsForDay nextFreeDate={nextFreeDate} onChoose={onDay} sx={{ mt: 2 }} />
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
