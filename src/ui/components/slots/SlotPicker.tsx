// The free slots of the chosen day as buttons (India times); the chosen one is pressed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatIndiaTime } from '@domain/indiaTime';
import type { Slot } from '@domain/slots';
import { bareList } from '@ui/theme/sx';

export function SlotPicker({
  slots,
  chosen,
  onChoose,
}: {
  slots: readonly Slot[];
  chosen: string | null;
  onChoose: (startsAt: string) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Time slot"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
        gap: 1,
        ...bareList,
      }}
    >
      {slots.map((slot) => (
        <li key={slot.startsAt}>
          <Button
            fullWidth
            variant={slot.startsAt === chosen ? 'contained' : 'outlined'}
            aria-pressed={slot.startsAt === chosen}
            onClick={() => onChoose(slot.startsAt)}
          >
            {formatIndiaTime(slot.startsAt)}
          </Button>
        </li>
      ))}
    </Box>
  );
}
