// The From and To time fields of one window of hours (minutes since midnight, India time).
import TextField from '@mui/material/TextField';
import { clockToMinute, minuteToClock } from '../../../../domain/desk';
import { DOCTOR_DESK_MESSAGES as TEXT } from '../../../../domain/messages';
import type { TimeWindow } from '../../../../domain/slots';

const timeField = { size: 'small', type: 'time', slotProps: { inputLabel: { shrink: true } } } as const;

export function WindowFields({ window, onChange }: { window: TimeWindow; onChange: (window: TimeWindow) => void }) {
  return (
    <>
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
    </>
  );
}
