// The From and To time fields of one window of hours (minutes since midnight, India time), kept
// side by side as one piece of the row, so on a phone the pair wraps together and To never drops
// to a line of its own.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { clockToMinute, minuteToClock } from '@domain/desk';
import { DESK_MESSAGES as TEXT } from '@domain/messages/desk';
import type { TimeWindow } from '@domain/slots';

const timeField = {
  size: 'small',
  type: 'time',
  slotProps: { inputLabel: { shrink: true } },
  sx: { flex: '1 1 0', minWidth: 0 },
} as const;

export function WindowFields({ window, onChange }: { window: TimeWindow; onChange: (window: TimeWindow) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flex: '1 1 240px', maxWidth: 320 }}>
      <TextField
        {...timeField}
        label={TEXT.from}
        value={minuteToClock(window.startMinute)}
        onChange={(event) =>
          onChange({ ...window, startMinute: clockToMinute(event.target.value) ?? window.startMinute })
        }
      />
      <TextField
        {...timeField}
        label={TEXT.to}
        value={minuteToClock(window.endMinute)}
        onChange={(event) => onChange({ ...window, endMinute: clockToMinute(event.target.value) ?? window.endMinute })}
      />
    </Box>
  );
}
